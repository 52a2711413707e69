// `status` over a busy table and against a forger (security review N4), through REST on PGlite and
// PostgreSQL 15 with the real delivery-status code: 5,000 recorded loads of which 40 % failed read back
// whole (the database counts; REST's 1000-row cap does not apply), and 2,000 forged reports from one address
// under made-up device ids are mostly refused and counted as refused, while another address's report counts.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { request } from 'node:http';
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

  /** One anonymous report sent from another address of this machine (a second visitor on the network). */
  const reportFrom = (localAddress: string, row: Record<string, unknown>) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(`${db.backend.url}/rest/v1/area_loads`);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress,
          headers: {
            apikey: db.backend.anonKey,
            authorization: `Bearer ${db.backend.anonKey}`,
            'content-type': 'application/json',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(row));
    });

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
    'limits one address to 600 reports an hour, however many device ids and forwarded-for headers it makes up',
    async () => {
      // A forger: made-up device ids (and forwarded-for headers naming other addresses), from one
      // address. Each device id once stored its own 60 reports, and the embedded backend passed no address.
      for (let batch = 0; batch < 4; batch++) {
        const forger = createClient(db.backend.url, db.backend.anonKey, {
          auth: { persistSession: false, autoRefreshToken: false },
          realtime: { transport: WebSocket as never },
          global: { headers: { 'x-forwarded-for': `203.0.113.${batch + 1}` } },
        });
        const forged = Array.from({ length: 500 }, (_, i) =>
          load('2.0.0', false, `forged-device-${batch}-${i}`),
        );
        expect((await forger.from('area_loads').insert(forged)).error).toBeNull();
      }
      // A signed-in visitor on the same address shares its limit: an account does not make a new bucket.
      const user = await db.createUser('Reporter');
      const asUser = createClient(db.backend.url, db.backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
        global: { headers: { authorization: db.bearer(user) } },
      });
      expect(
        (await asUser.from('area_loads').insert(load('2.0.0', false, 'user-device-1'))).error,
      ).toBeNull();
      // A visitor at another address still counts.
      expect(await reportFrom('127.0.0.2', load('2.0.0', true, 'honest-device-2'))).toBe(201);

      const { lines, refused } = await status();
      expect(lines).toContain('  stable 2.0.0: 600 loads, 1 failure');
      expect(refused).toBe(1401);
      expect(formatRefused(refused)).toBe(
        "1401 load reports refused: over a client's hourly limit, not counted above.",
      );
      // Visitors still cannot read the counts or call the summary.
      const anon = client(db.backend.anonKey);
      expect((await anon.rpc('area_load_summary')).error).not.toBeNull();
      expect((await anon.from('area_load_refusals').select('*')).error).not.toBeNull();
    },
    120_000,
  );
});
