// `status` over a busy table and against a forger (security review N4), through REST on PGlite and
// PostgreSQL 15 with the real delivery-status code: 5,000 recorded loads of which 40 % failed read back
// whole (the database counts; REST's 1000-row cap does not apply), and 1,000 forged reports from one client
// are mostly refused and counted as refused, while another visitor's report still counts.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryStatusOf, fetchLoadCounts, formatRefused, formatStatus } from '@duality/platform/node';
import type { Registry } from '@duality/platform';
import { engines, startDb } from './harness/db.js';
import type { TestDb } from './harness/db.js';

const registry: Registry = {
  schemaVersion: 2,
  revision: 'r1',
  areas: {
    builder: {
      stable: { version: '2.0.0', manifest: '/cdn/builder/2.0.0/mf-manifest.json' },
      canary: { version: '3.0.0', manifest: '/cdn/builder/3.0.0/mf-manifest.json', percent: 10, allow: [] },
      previous: [],
    },
  },
};

const load = (version: string, failed: boolean, client?: string) => ({
  area: 'builder',
  version,
  channel: version === '3.0.0' ? 'canary' : 'stable',
  outcome: failed ? 'failed' : 'loaded',
  phase: failed ? 'mount' : null,
  ...(client ? { client } : {}),
});

describe.each(engines())('area load counts on $kind', ({ kind, skip }) => {
  let db: TestDb;
  const client = (key: string): SupabaseClient =>
    createClient(db.backend.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  const status = async () => {
    const counts = await fetchLoadCounts(db.backend.url, db.backend.serviceRoleKey);
    return { lines: formatStatus(deliveryStatusOf(registry, counts.counts)), refused: counts.refused };
  };

  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
  }, 120_000);
  afterAll(async () => {
    await db?.stop();
  });

  it.skipIf(skip)(
    'reads 5,000 recorded loads of which 40 % failed, past the 1000-row cap',
    async () => {
      // Recorded by the operator's tools (the service role is not limited): 3,000 loads and 2,000 failures.
      const rows = Array.from({ length: 5000 }, (_, i) => load('3.0.0', i % 5 < 2));
      const { error } = await client(db.backend.serviceRoleKey).from('area_loads').insert(rows);
      expect(error).toBeNull();
      const { lines, refused } = await status();
      expect(lines).toContain('  canary 3.0.0 at 10%: 3000 loads, 2000 failures');
      expect(refused).toBe(0);
    },
    120_000,
  );

  it.skipIf(skip)(
    'refuses most of 1,000 forged reports from one client and counts them as refused',
    async () => {
      const anon = client(db.backend.anonKey);
      // One bulk request, as the review's forger sent it, then single reports from the same device.
      const forged = Array.from({ length: 990 }, () => load('2.0.0', false, 'forger-device-1'));
      expect((await anon.from('area_loads').insert(forged)).error).toBeNull();
      for (let i = 0; i < 10; i++)
        expect(
          (await anon.from('area_loads').insert(load('2.0.0', false, 'forger-device-1'))).error,
        ).toBeNull();
      // Another visitor on another device still counts.
      expect((await anon.from('area_loads').insert(load('2.0.0', true, 'honest-device-2'))).error).toBeNull();

      const { lines, refused } = await status();
      // 60 an hour per client: 60 of the forger's thousand are stored, 940 refused.
      expect(lines).toContain('  stable 2.0.0: 60 loads, 1 failure');
      expect(refused).toBe(940);
      expect(formatRefused(refused)).toBe(
        "940 load reports refused: over a client's hourly limit, not counted above.",
      );
      // Visitors still cannot read the counts or call the summary.
      expect((await anon.rpc('area_load_summary')).error).not.toBeNull();
      expect((await anon.from('area_load_refusals').select('*')).error).not.toBeNull();
    },
    120_000,
  );
});
