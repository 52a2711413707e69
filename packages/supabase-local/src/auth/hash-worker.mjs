// bcrypt in a worker thread: a hash costs ~70 ms of CPU, which on the main thread would stall every other
// request of the backend (REST, realtime, auth) for each sign-in.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', async ({ id, op, password, hash, cost }) => {
  try {
    const result = op === 'hash' ? await bcrypt.hash(password, cost) : await bcrypt.compare(password, hash);
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
