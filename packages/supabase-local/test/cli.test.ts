// The CLI as a user runs it: start prints the URL and the anon key, serves supabase-js,
// stops on SIGTERM; reset removes the data folder so the next start is a new database.
import { createClient } from '@supabase/supabase-js';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir, seedFile } from './harness.js';
import { memoryTmpdir } from '../src/db/memory-folder.js';

const bin = fileURLToPath(new URL('../bin/supabase-local.mjs', import.meta.url));

function run(args: string[]) {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitForOutput(get: () => string, pattern: RegExp, ms = 45_000): Promise<RegExpExecArray> {
  const end = Date.now() + ms;
  for (;;) {
    const m = pattern.exec(get());
    if (m) return m;
    if (Date.now() > end) throw new Error(`no ${pattern} in CLI output:\n${get()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('supabase-local CLI', () => {
  const dir = mkdtempSync(join(memoryTmpdir(), 'duality-cli-'));
  const data = join(dir, 'db');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('start prints the URL and anon key and serves; SIGTERM stops it; reset removes the data', async () => {
    const proc = run([
      'start',
      '--data',
      data,
      '--port',
      '0',
      '--migrations',
      migrationsDir,
      '--seed',
      seedFile,
    ]);
    try {
      const url = (await waitForOutput(proc.output, /running at (http:\/\/\S+)/))[1] as string;
      const anonKey = (await waitForOutput(proc.output, /anon key:\s+(\S+)/))[1] as string;
      expect(proc.output()).toMatch(/1 applied now, seed\.sql loaded/);
      // The service keys bypass row level security: never printed unless asked for.
      expect(proc.output()).not.toMatch(/service_role key:|secret key:|sb_secret_/);
      expect(existsSync(`${data}.secrets.json`)).toBe(true);
      const sb = createClient(url, anonKey, {
        realtime: { transport: WebSocket as never },
        auth: { persistSession: false },
      });
      const { data: rows, error } = await sb.from('authors').select('id');
      expect(error).toBeNull();
      expect(rows).toEqual([]);
    } finally {
      proc.child.kill('SIGTERM');
    }
    expect(await proc.exited).toBe(0);
    expect(existsSync(join(data, 'PG_VERSION'))).toBe(true);

    const reset = run(['reset', '--data', data]);
    expect(await reset.exited).toBe(0);
    expect(existsSync(data)).toBe(false);
  });

  it('prints the service keys only with --show-keys', async () => {
    const proc = run([
      'start',
      '--port',
      '0',
      '--data',
      join(dir, 'shown'),
      '--migrations',
      migrationsDir,
      '--show-keys',
    ]);
    try {
      await waitForOutput(proc.output, /secret key:\s+sb_secret_\S+/);
      expect(proc.output()).toMatch(/service_role key:\s+ey/);
    } finally {
      proc.child.kill('SIGTERM');
    }
    expect(await proc.exited).toBe(0);
  });

  it('refuses a non-loopback --host with the demo keys', async () => {
    const proc = run([
      'start',
      '--port',
      '0',
      '--host',
      '0.0.0.0',
      '--demo-keys',
      '--data',
      join(dir, 'demo'),
    ]);
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(
      /Refusing to listen on 0\.0\.0\.0 with the Supabase CLI's public demo keys/,
    );
  });

  it('reset refuses a folder that is not a database', async () => {
    const proc = run(['reset', '--data', fileURLToPath(new URL('.', import.meta.url))]);
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/Refusing to reset/);
  });
});
