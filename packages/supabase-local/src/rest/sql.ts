// SQL building blocks: identifiers are always quoted, values always travel as parameters.
import { parseError } from './errors.js';

export function ident(name: string): string {
  // A NUL cannot travel in a protocol message's C string: PostgreSQL would drop the connection's message (08P01).
  if (name.includes('\u0000')) throw parseError(`"failed to parse" a name contains a NUL character`);
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** Collects parameter values and hands out their $n placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Hands out table aliases unique within one statement (t0 is the root). */
export class Aliases {
  private next = 1;

  fresh(): string {
    return `t${this.next++}`;
  }
}

/** The multi-word type names a cast may use; anything else must be a single identifier. */
const multiWordTypes = new Set([
  'double precision',
  'character varying',
  'bit varying',
  'timestamp with time zone',
  'timestamp without time zone',
  'time with time zone',
  'time without time zone',
]);

/**
 * A type name for a cast (`col::text`) that is safe to write into SQL: one identifier (optionally `[]`) or a
 * known multi-word type. Free words are refused: `int union select …` must never reach the statement.
 */
export function safeTypeName(type: string): string | null {
  const t = type.trim().replace(/\s+/g, ' ');
  const base = t.endsWith('[]') ? t.slice(0, -2) : t;
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(base) || multiWordTypes.has(base.toLowerCase())) return t;
  return null;
}
