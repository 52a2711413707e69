// How a query's answer is read: every store query names one of these, so no row reaches a store unparsed.
// A single row that does not fit its schema fails the query with a message naming the bad field; in a list,
// each row that does not fit is left out and named, and the others are kept.
import type { z } from '@duality/libs/zod';
import { describeIssues } from '@duality/supabase';

export type ReadResult<T> = { ok: true; value: T; dropped: string[] } | { ok: false; message: string };

/** Reads a query's `data` (and the row count, for readers of a counted page). */
export type RowReader<T> = (data: unknown, count?: number | null) => ReadResult<T>;

const idOf = (data: unknown): string => {
  if (data && typeof data === 'object' && 'id' in data) {
    const id = (data as { id: unknown }).id;
    if (typeof id === 'number' || typeof id === 'string') return ` ${id}`;
  }
  return '';
};

/** "Could not read campaign 12: name: Invalid input: expected string, received null". */
export const unreadable = (what: string, data: unknown, error: z.ZodError): string =>
  `Could not read ${what}${idOf(data)}: ${describeIssues(error)}`;

/** The answer is one row of `schema`. */
export const oneRow =
  <T>(schema: z.ZodType<T>, what: string): RowReader<T> =>
  (data) => {
    const parsed = schema.safeParse(data);
    return parsed.success
      ? { ok: true, value: parsed.data, dropped: [] }
      : { ok: false, message: unreadable(what, data, parsed.error) };
  };

/** The answer is one row of `schema` or nothing (`maybeSingle`). */
export const maybeRow =
  <T>(schema: z.ZodType<T>, what: string): RowReader<T | null> =>
  (data) =>
    data === null ? { ok: true, value: null, dropped: [] } : oneRow(schema, what)(data);

/** The answer is a list of rows of `schema`; rows that do not fit are left out and named in `dropped`. */
export const eachRow =
  <T>(schema: z.ZodType<T>, what: string): RowReader<T[]> =>
  (data) => {
    if (!Array.isArray(data)) return { ok: false, message: `Could not read the list of ${what}: not a list` };
    const value: T[] = [];
    const dropped: string[] = [];
    for (const row of data as unknown[]) {
      const parsed = schema.safeParse(row);
      if (parsed.success) value.push(parsed.data);
      else dropped.push(unreadable(what, row, parsed.error));
    }
    return { ok: true, value, dropped };
  };

/** The answer is not read (a write whose result the store does not need). */
export const noRows: RowReader<null> = () => ({ ok: true, value: null, dropped: [] });
