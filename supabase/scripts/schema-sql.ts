// Small pieces the schema generator's sections share: sorting, quoting, and grants read from an ACL.
import type { CatalogQuery } from './gen-types-core.js';

export type { CatalogQuery };

/** Sorts by a key in code-unit order: the engines' collations (C on PGlite, C.UTF-8 on PostgreSQL) never decide. */
export function byKey<T>(rows: readonly T[], key: (row: T) => string): T[] {
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/** A SQL string literal. */
export function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** `comment on <target> is '…';`, or nothing when the object has no comment. */
export function commentLine(target: string, comment: string | null): string[] {
  return comment === null ? [] : [`comment on ${target} is ${literal(comment)};`];
}

/**
 * The grantee and privilege of each entry of an ACL column, the default ACL standing in for NULL, without the
 * owner's own entries (implied by ownership, and the owner is whoever runs the migrations). MAINTAIN is left
 * out: PostgreSQL 17 added it (PGlite is 18) and `grant all` gives it there, while 15 has no such privilege.
 */
export function aclEntries(acl: string, owner: string): string {
  return `select case e.grantee when 0 then 'public' else e.grantee::regrole::text end as grantee,
      lower(e.privilege_type) as privilege, e.is_grantable as grantable
    from aclexplode(${acl}) e
    where e.grantee <> ${owner} and e.privilege_type <> 'MAINTAIN'`;
}

export interface GrantRow {
  grantee: string;
  privilege: string;
  grantable: boolean;
}

/** One `grant … on <target> to <grantee>;` per grantee (and grant option), privileges in name order. */
export function grantLines(target: string, rows: readonly GrantRow[], columns = ''): string[] {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const key = `${row.grantee}\u0000${row.grantable ? 'with grant option' : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), row.privilege]);
  }
  return byKey([...groups.entries()], ([key]) => key).map(([key, privileges]) => {
    const [grantee, option] = key.split('\u0000');
    const list = byKey(privileges, (p) => p)
      .map((p) => `${p}${columns}`)
      .join(', ');
    return `grant ${list} on ${target} to ${grantee}${option ? ` ${option}` : ''};`;
  });
}

/** Groups rows by a key, keeping the rows' order within each group. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}
