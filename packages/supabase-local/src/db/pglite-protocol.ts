// The messages between the backend and the PGlite worker thread (structured clone: plain data only).

/** One SQL step: `exec` runs a multi-statement script without parameters (simple protocol). */
export interface SqlStep {
  sql: string;
  params?: unknown[];
  exec?: boolean;
}

export type WorkerRequest =
  /** Runs the steps in order on the one connection; the reply carries the last step's result. */
  | { id: number; kind: 'sql'; steps: SqlStep[] }
  | { id: number; kind: 'listen' | 'unlisten'; channel: string }
  | { id: number; kind: 'close' };

/** The fields of a PostgreSQL error the backend reads (PostgREST's code, message, details, hint). */
export interface PgErrorFields {
  message: string;
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
}

export interface SqlResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: PgErrorFields }
  | { kind: 'done'; id: number; result?: SqlResult }
  | { kind: 'error'; id: number; error: PgErrorFields }
  | { kind: 'notify'; channel: string; payload: string };

/** What the worker is started with. */
export interface WorkerOptions {
  dataDir: string;
}

/** A PostgreSQL error rebuilt on the backend's side, with the same fields node-postgres and PGlite give. */
export class PgError extends Error {
  readonly code?: string;
  readonly detail?: string;
  readonly hint?: string;
  readonly constraint?: string;
  readonly table?: string;
  readonly column?: string;
  readonly schema?: string;

  constructor(fields: PgErrorFields) {
    super(fields.message);
    this.name = 'PgError';
    this.code = fields.code;
    this.detail = fields.detail;
    this.hint = fields.hint;
    this.constraint = fields.constraint;
    this.table = fields.table;
    this.column = fields.column;
    this.schema = fields.schema;
  }
}

/** PostgreSQL's own error for a statement cut off by `statement_timeout` (SQLSTATE 57014, query_canceled). */
export function statementTimeoutError(): PgError {
  return new PgError({ code: '57014', message: 'canceling statement due to statement timeout' });
}
