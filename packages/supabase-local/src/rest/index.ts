// The PostgREST behaviour supabase-js uses, at /rest/v1. Each request is one transaction under
// the caller's role and JWT claims (db.withClaims), read-only for GET/HEAD, so row level security applies.
import type { BackendContext, BackendRequest, BackendResponse, Claims, ServiceHandler } from '../contract.js';
import type { RestCall } from './call.js';
import { parsePrefer, requestHeaders } from './call.js';
import { RestError, toRestError } from './errors.js';
import { readTable } from './read.js';
import { callFunction } from './rpc.js';
import { SchemaCache, tableKey } from './schema-cache.js';
import type { SchemaSnapshot, TableInfo } from './schema-cache.js';
import { deleteRows, insertRows, updateRows } from './write.js';

export { SchemaCache } from './schema-cache.js';

export interface RestOptions {
  /** Exposed schemas; the first is the default profile. */
  schemas?: string[];
}

/** Codes that may only mean the cache is older than the database (a migration or test just created it). */
const staleCodes = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205']);

function profile(req: BackendRequest, schemas: string[]): string {
  const isRead = req.method === 'GET' || req.method === 'HEAD';
  const asked = (isRead ? req.headers['accept-profile'] : req.headers['content-profile']) ?? schemas[0];
  if (!asked || !schemas.includes(asked)) {
    throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${schemas.join(', ')}`);
  }
  return asked;
}

function tableOf(snapshot: SchemaSnapshot, schema: string, name: string): TableInfo {
  const table = snapshot.tables.get(tableKey(schema, name));
  if (!table) {
    throw new RestError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`);
  }
  return table;
}

function decodePath(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new RestError(400, 'PGRST100', `Invalid percent-encoding in the request path: ${part}`);
  }
}

async function dispatch(call: RestCall, path: string): Promise<BackendResponse> {
  const method = call.req.method;
  if (path.startsWith('/rpc/')) {
    if (!['GET', 'HEAD', 'POST'].includes(method)) {
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    return callFunction(call, decodePath(path.slice(5)));
  }
  const name = decodePath(path.replace(/^\//, '').replace(/\/$/, ''));
  if (name === '' || name.includes('/')) {
    throw new RestError(404, 'PGRST125', `Invalid path specified in request URL: ${path}`);
  }
  const table = tableOf(call.snapshot, call.schema, name);
  switch (method) {
    case 'GET':
    case 'HEAD':
      return readTable(call, table);
    case 'POST':
      return insertRows(call, table);
    case 'PATCH':
      return updateRows(call, table);
    case 'DELETE':
      return deleteRows(call, table);
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
}

export function createRestHandler(
  ctx: BackendContext,
  options: RestOptions = {},
): ServiceHandler & {
  cache: SchemaCache;
} {
  const schemas = options.schemas ?? ['public'];
  const cache = new SchemaCache(ctx.db, schemas);
  const handler = async (req: BackendRequest): Promise<BackendResponse> => {
    const claims: Claims = req.claims ?? { role: 'anon' };
    try {
      const schema = profile(req, schemas);
      const accept = req.headers['accept'] ?? '';
      const base = {
        req,
        claims,
        schema,
        prefer: parsePrefer(req.headers['prefer']),
        single: accept.includes('application/vnd.pgrst.object'),
        db: ctx.db,
        headers: requestHeaders(req),
      };
      const snapshot = await cache.get();
      try {
        return await dispatch({ ...base, snapshot }, req.path);
      } catch (err) {
        if (!(err instanceof RestError) || !staleCodes.has(err.code)) throw err;
        // The same snapshot when the schema has not changed: the name does not exist, and the answer stands.
        const fresh = await cache.refreshed();
        if (fresh === snapshot) throw err;
        return await dispatch({ ...base, snapshot: fresh }, req.path);
      }
    } catch (err) {
      const restErr = toRestError(err, claims);
      // The root table's SQL alias is t0; name the table instead, as PostgREST's messages do.
      const table = /^\/([^/]+)$/.exec(req.path)?.[1];
      if (table && restErr.message.includes('t0.')) {
        return new RestError(
          restErr.status,
          restErr.code,
          restErr.message.replace(/\bt0\./g, `${table}.`),
          restErr.details,
          restErr.hint,
        ).toResponse();
      }
      return restErr.toResponse();
    }
  };
  return Object.assign(handler, { cache });
}
