// Who may execute the `private` helpers (security review N7), on PGlite and PostgreSQL 15. The set the API roles
// need is derived from the catalog, not listed here: every private function named by a policy, a check
// constraint or a column default, or by a SECURITY INVOKER function they reach (a public RPC, an invoker trigger
// or an invoker helper), because PostgreSQL checks EXECUTE as the caller there. Everything else is closed to
// anon and authenticated, nothing is executable by PUBLIC, and a function made later is closed by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, sqlState, startDb } from './harness/db.js';
import type { TestDb } from './harness/db.js';

/** What anon may execute: the generated search column (computed before RLS refuses an anonymous insert) and
 * the "not signed in" check of the public functions anon can call. */
const ANON_MAY = ['homebrew_search_text', 'require_user'];

interface Proc {
  name: string;
  schema: string;
  definer: boolean;
  trigger: boolean;
  src: string;
  signature: string;
  anon: boolean;
  authenticated: boolean;
  service: boolean;
  publicAcl: boolean;
}

const privateRefs = (text: string) => [...text.matchAll(/private\.(\w+)\s*\(/g)].map((m) => m[1]!);

describe.each(engines())('private function grants on $kind', ({ kind, skip }) => {
  let db: TestDb;
  let procs: Proc[];
  let needed: Set<string>;
  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
    procs = await db.admin(async (tx) => {
      const { rows } = await tx.query<Proc>(`
        select p.proname as name, n.nspname as schema, p.prosecdef as definer,
          p.prorettype = 'trigger'::regtype as trigger, p.prosrc as src, p.oid::regprocedure::text as signature,
          has_function_privilege('anon', p.oid, 'execute') as anon,
          has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
          has_function_privilege('service_role', p.oid, 'execute') as service,
          exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                  where a.grantee = 0 and a.privilege_type = 'EXECUTE') as "publicAcl"
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private')`);
      return rows;
    });
    const expressions = await db.admin(async (tx) => {
      const { rows } = await tx.query<{ e: string }>(`
        select coalesce(qual, '') || ' ' || coalesce(with_check, '') as e from pg_policies
        union all select pg_get_constraintdef(oid) from pg_constraint where contype = 'c'
        union all select pg_get_expr(adbin, adrelid) from pg_attrdef`);
      return rows.map((r) => r.e);
    });
    // The closure through invoker bodies; a definer helper's body runs as its owner, so it stops there.
    needed = new Set();
    const queue: string[] = [];
    const reach = (name: string) => {
      if (needed.has(name)) return;
      needed.add(name);
      queue.push(name);
    };
    expressions.flatMap(privateRefs).forEach(reach);
    for (const p of procs)
      if (!p.definer && (p.schema === 'public' || p.trigger)) privateRefs(p.src).forEach(reach);
    while (queue.length > 0) {
      const name = queue.pop()!;
      for (const p of procs)
        if (p.schema === 'private' && p.name === name && !p.definer) privateRefs(p.src).forEach(reach);
    }
  });
  afterAll(async () => {
    await db?.stop();
  });

  const privates = () => procs.filter((p) => p.schema === 'private');

  it.skipIf(skip)('lets PUBLIC execute no private function', () => {
    expect(privates().length).toBeGreaterThan(20);
    expect(
      privates()
        .filter((p) => p.publicAcl)
        .map((p) => p.signature),
    ).toEqual([]);
  });

  it.skipIf(skip)(
    'lets authenticated and the service role execute every helper a policy, check or invoker function calls',
    () => {
      expect(needed).toContain('is_campaign_member');
      expect(needed).toContain('homebrew_shape_ok');
      const missing = privates().filter((p) => needed.has(p.name) && !(p.authenticated && p.service));
      expect(missing.map((p) => p.signature)).toEqual([]);
    },
  );

  it.skipIf(skip)('closes every other private function to anon and authenticated', () => {
    const open = privates().filter((p) => !needed.has(p.name) && (p.anon || p.authenticated));
    expect(open.map((p) => p.signature)).toEqual([]);
    expect(
      privates()
        .filter((p) => p.anon)
        .map((p) => p.name)
        .sort(),
    ).toEqual(ANON_MAY);
    expect(privates().find((p) => p.name === 'homebrew_count')).toMatchObject({
      anon: false,
      authenticated: false,
    });
    expect(privates().find((p) => p.name === 'setting')).toMatchObject({ anon: false, authenticated: false });
  });

  it.skipIf(skip)('refuses a direct call of a closed helper, as anon and signed in', async () => {
    const user = await db.createUser('Prober');
    expect(
      await sqlState(() => db.as(null, (tx) => tx.query(`select private.setting('character_cap')`))),
    ).toBe('42501');
    expect(
      await sqlState(() =>
        db.as(user, (tx) => tx.query(`select private.homebrew_count($1, true)`, [user.id])),
      ),
    ).toBe('42501');
    expect(await sqlState(() => db.as(null, (tx) => tx.query(`select private.is_campaign_member(1)`)))).toBe(
      '42501',
    );
    // A policy's helper still answers for the signed-in caller.
    const member = await db.as(user, (tx) =>
      tx.query<{ m: boolean }>(`select private.is_campaign_member(1) as m`),
    );
    expect(member.rows[0]?.m).toBe(false);
  });

  it.skipIf(skip)('makes a function created later executable by its owner only', async () => {
    await db.admin((tx) =>
      tx.query(`create function private.made_later() returns int language sql as 'select 1'`),
    );
    try {
      const grants = await db.admin((tx) =>
        tx.query<{ anon: boolean; authenticated: boolean }>(`
          select has_function_privilege('anon', 'private.made_later()', 'execute') as anon,
                 has_function_privilege('authenticated', 'private.made_later()', 'execute') as authenticated`),
      );
      expect(grants.rows[0]).toEqual({ anon: false, authenticated: false });
    } finally {
      await db.admin((tx) => tx.query(`drop function private.made_later()`));
    }
  });
});
