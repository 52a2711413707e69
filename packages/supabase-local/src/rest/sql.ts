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

/** A type name for a cast (`col::text`): letters, digits, spaces, underscores and [] only, so it cannot inject. */
export function safeTypeName(type: string): string | null {
  return /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/.test(type.trim()) ? type.trim() : null;
}
