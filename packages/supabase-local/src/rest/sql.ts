// SQL building blocks: identifiers are always quoted, values always travel as parameters.

export function ident(name: string): string {
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
