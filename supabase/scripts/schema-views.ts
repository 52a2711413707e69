// A view's definition in one form on every engine. pg_get_viewdef qualifies column names only when the
// query reads more than one relation; PostgreSQL 15 also counts the OLD and NEW entries every stored view
// had until 16 dropped them, so it qualifies every column (`SELECT campaigns.id FROM public.campaigns`)
// where 16 and later (PGlite is 18) print `SELECT id FROM public.campaigns`. The later form is printed:
// a view of one relation, without joins or subqueries, loses the qualifier of its only FROM item.
// Joins and several FROM items are qualified on both engines and left alone. A view with a subquery over
// one table still prints differently on the two; the schema test would say so on PostgreSQL 15.

const LITERAL = /('(?:[^']|'')*')/;
const SINGLE_FROM =
  /\bFROM\s+((?:"(?:[^"]|"")+"|\w+)\.)?("(?:[^"]|"")+"|\w+)(?:\s+("(?:[^"]|"")+"|\w+))?\s*(;|$|\n\s*(?:WHERE|GROUP|HAVING|WINDOW|ORDER|LIMIT|OFFSET|FETCH|FOR)\b)/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The definition with the qualifier of its only relation removed, when it has only one and no subquery. */
export function unqualifiedViewDef(def: string): string {
  const parts = def.split(LITERAL);
  const code = parts.filter((_, i) => i % 2 === 0).join(' ');
  if ((code.match(/\bSELECT\b/g) ?? []).length !== 1 || /\bJOIN\b/.test(code)) return def;
  const from = SINGLE_FROM.exec(code);
  if (!from) return def;
  const [, , relation, alias] = from;
  const qualifier =
    alias && !/^(WHERE|GROUP|HAVING|WINDOW|ORDER|LIMIT|OFFSET|FETCH|FOR)$/.test(alias) ? alias : relation;
  if (!qualifier) return def;
  const prefix = new RegExp(`(?<![\\w."])${escapeRegExp(qualifier)}\\.(?=[\\w"])`, 'g');
  // Only outside string literals; the FROM item's own schema qualifier is not the relation's name.
  return parts.map((part, i) => (i % 2 === 0 ? part.replace(prefix, '') : part)).join('');
}
