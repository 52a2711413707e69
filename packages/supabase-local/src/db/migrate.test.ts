import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './index.js';
import type { CoreDb } from './index.js';
import { memoryTmpdir } from './memory-folder.js';

describe('migrations: filename order, exactly once, atomic', () => {
  let dir: string;
  let db: CoreDb;

  beforeAll(() => {
    dir = mkdtempSync(join(memoryTmpdir(), 'duality-mig-'));
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('bootstraps what hosted Supabase provides and applies migrations in filename order, once', async () => {
    writeFileSync(join(dir, '20260102000000_second.sql'), `insert into public.log (what) values ('second');`);
    writeFileSync(join(dir, '20260101000000_first.sql'), `create table public.log (n serial, what text);`);
    const opened = await openDatabase({ migrationsDir: dir });
    db = opened.db;
    expect(opened.migrations.applied).toEqual(['20260101000000_first.sql', '20260102000000_second.sql']);
    const res = await db.admin((tx) =>
      tx.query<{ what: string; roles: number; pub: boolean; uid: string | null }>(
        `select (select string_agg(what, ',') from public.log) as what,
          (select count(*)::int from pg_roles where rolname in ('anon','authenticated','service_role','authenticator')) as roles,
          exists (select 1 from pg_publication where pubname = 'supabase_realtime') as pub,
          auth.uid()::text as uid`,
      ),
    );
    expect(res.rows[0]).toEqual({ what: 'second', roles: 4, pub: true, uid: null });
  });

  it('a failing migration names its file and leaves nothing behind; the next run retries it', async () => {
    writeFileSync(join(dir, '20260103000000_bad.sql'), `create table public.half (id int); select 1/0;`);
    const { applyMigrations } = await import('./migrate.js');
    await expect(applyMigrations(db, dir, undefined, false)).rejects.toThrow(
      /20260103000000_bad\.sql.*division by zero/,
    );
    const half = await db.admin((tx) =>
      tx.query<{ t: string | null }>(`select to_regclass('public.half')::text as t`),
    );
    expect(half.rows[0]?.t).toBeNull();
    writeFileSync(join(dir, '20260103000000_bad.sql'), `create table public.half (id int);`);
    expect((await applyMigrations(db, dir, undefined, false)).applied).toEqual(['20260103000000_bad.sql']);
    expect((await applyMigrations(db, dir, undefined, false)).applied).toEqual([]);
  });

  it('a migration that changes session settings does not leak them into later requests', async () => {
    writeFileSync(
      join(dir, '20260104000000_dumped.sql'),
      `select pg_catalog.set_config('search_path', '', false); set check_function_bodies = false;
       create function public.count_log() returns int language sql as 'select count(*)::int from log';`,
    );
    const { applyMigrations } = await import('./migrate.js');
    expect((await applyMigrations(db, dir, undefined, false)).applied).toEqual(['20260104000000_dumped.sql']);
    const res = await db.withClaims({ role: 'service_role' }, (tx) =>
      tx.query<{ n: number }>(`select count_log() as n`),
    );
    expect(res.rows[0]?.n).toBe(1);
  });

  it('refuses two migrations with the same version, naming both', async () => {
    const other = mkdtempSync(join(memoryTmpdir(), 'duality-mig-dup-'));
    writeFileSync(join(other, '20260101000000_a.sql'), 'select 1;');
    writeFileSync(join(other, '20260101000000_b.sql'), 'select 1;');
    const { applyMigrations } = await import('./migrate.js');
    await expect(applyMigrations(db, other, undefined, false)).rejects.toThrow(
      /20260101000000_a\.sql and 20260101000000_b\.sql share the version 20260101000000/,
    );
    rmSync(other, { recursive: true, force: true });
  });

  it('runs as the claims role with request.jwt.claims set only inside the transaction', async () => {
    const sub = '33333333-3333-4333-8333-333333333333';
    const inside = await db.withClaims({ role: 'authenticated', sub }, (tx) =>
      tx.query<{ who: string; uid: string }>(`select current_user::text as who, auth.uid()::text as uid`),
    );
    expect(inside.rows[0]).toEqual({ who: 'authenticated', uid: sub });
    const after = await db.admin((tx) =>
      tx.query<{ who: string; uid: string | null }>(
        `select current_user::text as who, auth.uid()::text as uid`,
      ),
    );
    expect(after.rows[0]?.uid).toBeNull();
    await expect(
      db.withClaims({ role: 'anon' }, (tx) => tx.query(`insert into public.log (what) values ('x')`), {
        readOnly: true,
      }),
    ).rejects.toMatchObject({ code: '25006' });
  });
});
