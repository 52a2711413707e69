// Password hashing off the event loop: one bcrypt worker thread for the process, started on first use and
// not keeping the process alive.
import { Worker } from 'node:worker_threads';

type Pending = { resolve: (v: string | boolean) => void; reject: (e: Error) => void };

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 0;

function start(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./hash-worker.mjs', import.meta.url));
  w.unref();
  w.on('message', (msg: { id: number; result?: string | boolean; error?: string }) => {
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (pending.size === 0) w.unref();
    if (msg.error !== undefined) p.reject(new Error(msg.error));
    else p.resolve(msg.result as string | boolean);
  });
  w.on('error', (err) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
    worker = null;
  });
  w.on('exit', () => {
    worker = null;
  });
  worker = w;
  return w;
}

function call(message: Record<string, unknown>): Promise<string | boolean> {
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const w = start();
    w.ref(); // held while work is pending, so a caller awaiting a hash is never left behind at exit
    w.postMessage({ id, ...message });
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  return String(await call({ op: 'hash', password, cost }));
}

export async function comparePassword(password: string, hash: string): Promise<boolean> {
  return (await call({ op: 'compare', password, hash })) === true;
}
