// Reads every row of a table with the service-role client (a page of 1000 at a time, PostgREST's max_rows)
// and parses each with the schema the app reads it with: a row the database accepted but the app cannot read
// is an invalid row that got stored.
import type { z } from 'zod';
import type { TestDb } from './db.js';
import { clientFor } from './fuzz-writes.js';

export interface StoredRows {
  rows: number;
  /** "id 12: data.features.0.name: Invalid input…" for each row that does not parse. */
  invalid: string[];
}

export async function readAllRows(db: TestDb, table: string, key: string): Promise<unknown[]> {
  const service = clientFor(db, null, db.backend.serviceRoleKey);
  const rows: unknown[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await service
      .from(table)
      .select('*')
      .order(key)
      .range(from, from + 999);
    if (error) throw new Error(`Could not read ${table}: ${error.message}`);
    rows.push(...(data as unknown[]));
    if (data.length < 1000) return rows;
  }
}

export async function checkStoredRows(
  db: TestDb,
  table: string,
  key: string,
  schema: z.ZodType,
): Promise<StoredRows> {
  const rows = await readAllRows(db, table, key);
  const invalid: string[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (!parsed.success) {
      const id = row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : '?';
      const issues = parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ');
      invalid.push(`${key} ${String(id)}: ${issues}`);
    }
  }
  return { rows: rows.length, invalid };
}
