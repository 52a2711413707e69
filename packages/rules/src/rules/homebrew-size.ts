// The size of a homebrew record's document as the database counts it: the bytes (UTF-8) of the jsonb text
// PostgreSQL prints, which puts a space after every ':' and ','. The database refuses a document over
// HOMEBREW_LIMITS.dataBytesMax before it looks inside it, so the editor checks the same number first.
import { HOMEBREW_LIMITS } from '../constants';

/** The row's own columns, which are not part of the stored document. */
const ROW_COLUMNS = new Set(['id', 'name', 'user_id', 'public', 'created_at', 'revision']);

const utf8 = new TextEncoder();

function jsonbTextBytes(value: unknown): number {
  if (Array.isArray(value)) {
    const parts = value.map((v) => jsonbTextBytes(v === undefined ? null : v));
    return 2 + parts.reduce((a, b) => a + b, 0) + 2 * Math.max(0, parts.length - 1);
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    const parts = entries.map(([k, v]) => utf8.encode(JSON.stringify(k)).length + 2 + jsonbTextBytes(v));
    return 2 + parts.reduce((a, b) => a + b, 0) + 2 * Math.max(0, parts.length - 1);
  }
  return utf8.encode(JSON.stringify(value) ?? 'null').length;
}

/** Bytes of a record's stored document (the record without its row columns), as the database counts them. */
export function homebrewDataBytes(record: object): number {
  return jsonbTextBytes(Object.fromEntries(Object.entries(record).filter(([k]) => !ROW_COLUMNS.has(k))));
}

/** The message for a document over the limit, naming it (the database's says the same). */
export const HOMEBREW_DATA_TOO_BIG = `A homebrew record's data may be at most ${HOMEBREW_LIMITS.dataBytesMax.toLocaleString('en-US')} bytes (${HOMEBREW_LIMITS.dataBytesMax / 1024} KB).`;

/** True when the record's document fits the database's byte limit. */
export function homebrewDataFits(record: object): boolean {
  return homebrewDataBytes(record) <= HOMEBREW_LIMITS.dataBytesMax;
}
