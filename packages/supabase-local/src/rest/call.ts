// What every REST operation needs to know about its request.
import type { BackendRequest, BackendResponse, Claims, Db } from '../contract.js';
import { RestError } from './errors.js';
import type { SchemaSnapshot, TableInfo } from './schema-cache.js';

export interface Prefer {
  return?: string;
  count?: string;
  resolution?: string;
  missing?: string;
}

export interface RestCall {
  req: BackendRequest;
  claims: Claims;
  schema: string;
  snapshot: SchemaSnapshot;
  prefer: Prefer;
  /** `Accept: application/vnd.pgrst.object+json`: exactly one row, as an object. */
  single: boolean;
  db: Db;
  /** `request.headers` of the request's transaction (requestHeaders). */
  headers: Record<string, string>;
}

/**
 * What the database sees of the request's headers (`request.headers`): the caller's address as
 * `x-forwarded-for`, as hosted Supabase's gateway passes it, taken from the socket and never from a header the
 * caller sent (which would let any caller pick the address a per-address limit counts). IPv4 callers of a
 * dual-stack socket lose the ::ffff: prefix.
 */
export function requestHeaders(req: BackendRequest): Record<string, string> {
  return { 'x-forwarded-for': req.address.replace(/^::ffff:/, '') };
}

/** `Prefer` values arrive as one comma-joined header (Fetch merges them): `count=exact, return=representation`. */
export function parsePrefer(header: string | undefined): Prefer {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key && value) out[key.trim()] = value.trim();
  }
  return out as Prefer;
}

export function jsonResponse(status: number, body: string | undefined, headers: Record<string, string> = {}) {
  const out: BackendResponse = { status, headers: { ...headers } };
  if (body !== undefined) {
    out.headers = { 'content-type': 'application/json; charset=utf-8', ...headers };
    out.body = body;
  }
  return out;
}

/** The single-object rule: anything but one row is 406 PGRST116 (PostgREST's Error.hs wording). */
export function singleBody(arrayJson: string, rows: number): string {
  if (rows !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    );
  }
  // json_agg of one row is "[<row>]".
  return arrayJson.slice(1, -1);
}

export function contentRange(offset: number, rows: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  return rows > 0 ? `${offset}-${offset + rows - 1}/${totalText}` : `*/${totalText}`;
}

export function columnCheck(table: TableInfo, columns: string[]): void {
  for (const c of columns) {
    if (!table.columns.includes(c)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${c}' column of '${table.name}' in the schema cache`,
      );
    }
  }
}

/** The request body as JSON; the core server already refused bodies that are not JSON. */
export function jsonBody(req: BackendRequest): unknown {
  const text = req.body.toString('utf8').trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}
