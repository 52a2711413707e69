// The backend's handle on the PGlite worker thread: request/reply over the message port, LISTEN fan-out, and
// the one way out of a runaway statement: terminate the worker and open the same data folder again.
import { Worker } from 'node:worker_threads';
import { PgError, statementTimeoutError } from './pglite-protocol.js';
import type { SqlResult, WorkerReply, WorkerRequest } from './pglite-protocol.js';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = WithoutId<WorkerRequest>;

interface Pending {
  resolve: (result: SqlResult | undefined) => void;
  reject: (err: Error) => void;
  timer?: NodeJS.Timeout;
}

const entry = new URL('./pglite-worker-entry.mjs', import.meta.url);

export class PgliteThread {
  /** Bumped on every reopen: a transaction begun on an earlier worker is gone with it. */
  generation = 0;
  private worker: Worker | null = null;
  private ready: Promise<void>;
  private pending = new Map<number, Pending>();
  private nextId = 0;
  private closing = false;
  private readonly channels = new Map<string, Set<(payload: string) => void>>();

  private constructor(private readonly dataDir: string) {
    this.ready = this.start();
  }

  /** Starts the worker on dataDir and waits until its database is open. */
  static async open(dataDir: string): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir);
    await thread.ready;
    return thread;
  }

  /**
   * Sends one request. With timeoutMs > 0, a request still running after that long is cancelled the only way a
   * busy WebAssembly thread allows: the worker is terminated (the transaction dies uncommitted, as a cancelled
   * statement's would) and the data folder is opened again; the request fails with PostgreSQL's 57014 error.
   */
  async request(request: Request, timeoutMs = 0): Promise<SqlResult | undefined> {
    await this.ready;
    const worker = this.worker;
    if (!worker) throw new Error('The embedded database is closed.');
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const pending: Pending = { resolve, reject };
      if (timeoutMs > 0) pending.timer = setTimeout(() => this.reopen(statementTimeoutError()), timeoutMs);
      this.pending.set(id, pending);
      worker.ref();
      worker.postMessage({ ...request, id });
    });
  }

  /** Routes NOTIFYs on channel to onPayload; the channel is listened to again after every reopen. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
      await this.request({ kind: 'listen', channel });
    }
    set.add(onPayload);
    return async () => {
      const current = this.channels.get(channel);
      if (!current?.delete(onPayload) || current.size > 0) return;
      this.channels.delete(channel);
      if (!this.closing) await this.request({ kind: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.closing) return;
    await this.ready.catch(() => undefined);
    this.closing = true;
    const worker = this.worker;
    if (!worker) return;
    try {
      await this.requestOn(worker, { kind: 'close' });
    } finally {
      this.worker = null;
      await worker.terminate();
    }
  }

  private requestOn(worker: Worker, request: Request): Promise<SqlResult | undefined> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...request, id });
    });
  }

  private start(): Promise<void> {
    const worker = new Worker(entry, { workerData: { dataDir: this.dataDir } });
    this.worker = worker;
    const opened = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: WorkerReply) => {
        if (reply.kind === 'ready') resolve();
        else if (reply.kind === 'failed') reject(new PgError(reply.error));
        else this.onReply(worker, reply);
      });
      worker.once('error', reject);
      worker.once('exit', (code) => {
        reject(new Error(`The embedded database stopped while opening (exit code ${code}).`));
        if (this.worker === worker && !this.closing)
          this.reopen(new Error('The embedded database stopped unexpectedly; it is being reopened.'));
      });
    });
    return opened.then(async () => {
      for (const channel of this.channels.keys()) await this.requestOn(worker, { kind: 'listen', channel });
      this.idle(worker);
    });
  }

  private onReply(worker: Worker, reply: Exclude<WorkerReply, { kind: 'ready' | 'failed' }>) {
    if (worker !== this.worker) return;
    if (reply.kind === 'notify') {
      for (const onPayload of this.channels.get(reply.channel) ?? []) onPayload(reply.payload);
      return;
    }
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    if (reply.kind === 'done') pending.resolve(reply.result);
    else pending.reject(new PgError(reply.error));
    this.idle(worker);
  }

  /** An idle worker must not keep the process alive (PGlite on the main thread did not either). */
  private idle(worker: Worker) {
    if (this.pending.size === 0) worker.unref();
  }

  private reopen(reason: Error) {
    const old = this.worker;
    this.generation += 1;
    this.worker = null;
    const failed = [...this.pending.values()];
    this.pending.clear();
    for (const pending of failed) {
      clearTimeout(pending.timer);
      pending.reject(reason);
    }
    this.ready = (async () => {
      await old?.terminate();
      await this.start();
    })();
    // A failed reopen is reported to the next request, which awaits `ready`.
    this.ready.catch(() => undefined);
  }
}
