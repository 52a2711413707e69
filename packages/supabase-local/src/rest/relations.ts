// Resolving `rel(cols)` embeds through the foreign keys read from the catalog (PostgREST resource embedding).
import { RestError } from './errors.js';
import type { ForeignKey, SchemaSnapshot, TableInfo } from './schema-cache.js';
import { tableKey } from './schema-cache.js';
import { ident, qualified } from './sql.js';

export interface Relationship {
  target: TableInfo;
  /** Many-to-one and one-to-one come back as an object, one-to-many as an array. */
  toOne: boolean;
  /** The join condition between the parent's alias and the embedded table's alias. */
  join(parentAlias: string, childAlias: string): string;
  constraint: string;
}

function sameColumns(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((c) => b.includes(c));
}

function pairs(childCols: string[], parentCols: string[]) {
  return (parentAlias: string, childAlias: string) =>
    childCols
      .map((c, i) => `${childAlias}.${ident(c)} = ${parentAlias}.${ident(parentCols[i] as string)}`)
      .join(' and ');
}

function junctions(
  snapshot: SchemaSnapshot,
  parent: TableInfo,
  name: string,
): (Relationship & { fk: ForeignKey })[] {
  const out: (Relationship & { fk: ForeignKey })[] = [];
  for (const toParent of snapshot.foreignKeys) {
    if (toParent.refSchema !== parent.schema || toParent.refTable !== parent.name) continue;
    for (const toTarget of snapshot.foreignKeys) {
      if (toTarget === toParent || toTarget.schema !== toParent.schema || toTarget.table !== toParent.table)
        continue;
      if (toTarget.refTable !== name) continue;
      const target = snapshot.tables.get(tableKey(toTarget.refSchema, toTarget.refTable));
      if (!target) continue;
      const junction = qualified(toParent.schema, toParent.table);
      out.push({
        // The hint of a many-to-many embed names the junction table.
        fk: { ...toTarget, name: toParent.table, columns: [], refColumns: [] },
        target,
        toOne: false,
        join: (parentAlias, childAlias) => {
          const j = `${childAlias}_j`;
          const onTarget = pairs(toTarget.columns, toTarget.refColumns)(childAlias, j);
          const onParent = pairs(toParent.columns, toParent.refColumns)(parentAlias, j);
          return `exists (select 1 from ${junction} ${j} where ${onTarget} and ${onParent})`;
        },
        constraint: toParent.table,
      });
    }
  }
  return out;
}

export function resolveRelationship(
  snapshot: SchemaSnapshot,
  parent: TableInfo,
  name: string,
  hint: string | undefined,
): Relationship {
  const candidates: (Relationship & { fk: ForeignKey })[] = [];
  for (const fk of snapshot.foreignKeys) {
    const fromParent = fk.schema === parent.schema && fk.table === parent.name;
    const toParent = fk.refSchema === parent.schema && fk.refTable === parent.name;
    // Many-to-one: the parent holds the key; `rel` names the referenced table, the key column or the constraint.
    if (
      fromParent &&
      (fk.refTable === name || fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name))
    ) {
      const target = snapshot.tables.get(tableKey(fk.refSchema, fk.refTable));
      if (target) {
        candidates.push({
          fk,
          target,
          toOne: true,
          join: pairs(fk.refColumns, fk.columns),
          constraint: fk.name,
        });
      }
    }
    // One-to-many: the embedded table holds the key (to-one when that key is also unique there).
    if (toParent && (fk.table === name || fk.name === name)) {
      const target = snapshot.tables.get(tableKey(fk.schema, fk.table));
      if (target) {
        candidates.push({
          fk,
          target,
          toOne: target.uniques.some((u) => sameColumns(u, fk.columns)),
          join: pairs(fk.columns, fk.refColumns),
          constraint: fk.name,
        });
      }
    }
  }
  // Many-to-many through a junction table holding keys to both sides (only when nothing direct matched).
  if (candidates.length === 0) candidates.push(...junctions(snapshot, parent, name));
  const matching = hint
    ? candidates.filter(
        (c) =>
          c.fk.name === hint ||
          c.fk.columns.includes(hint) ||
          c.fk.refColumns.includes(hint) ||
          c.target.name === hint,
      )
    : candidates;
  // A self-reference seen from both ends with the same constraint counts once per direction.
  if (matching.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${parent.schema}', but no matches were found.`,
      'Check the embedded resource name and the foreign keys between the tables.',
    );
  }
  if (matching.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      matching.map((c) => c.constraint).join(', '),
      `Try changing '${name}' to one of: ${matching.map((c) => `'${name}!${c.constraint}'`).join(', ')}.`,
    );
  }
  return matching[0] as Relationship;
}
