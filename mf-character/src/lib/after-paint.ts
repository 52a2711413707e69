// Work that can wait for the next frame: a tap shows its result at once (a small render of the control alone),
// and what follows it (the store's edit, the outbox, the whole sheet drawn again, the undo offer) runs in the
// task after that frame is painted, outside the tap's interaction-to-next-paint. Nothing waits long: the work
// runs after the paint, after LATEST_MS at the latest (a hidden page paints no frames), and at once when the page
// is hidden or left, so an edit is never left behind in a page that goes away.

/** The longest a deferred piece of work waits when no frame comes. */
export const LATEST_MS = 100;

const queue: (() => void)[] = [];
/** The pass that will run the queue (a token its timers check), or null when nothing is scheduled. */
let pass: object | null = null;
let listening = false;

function runAll(): void {
  pass = null;
  for (let work = queue.shift(); work; work = queue.shift()) work();
}

function schedule(): void {
  if (pass) return;
  const mine = {};
  pass = mine;
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('pagehide', flushDeferred);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushDeferred();
    });
  }
  // Whichever comes first, the task after the next frame or the limit; a pass already run is not run again.
  const run = () => {
    if (pass === mine) runAll();
  };
  setTimeout(run, LATEST_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
}

/** Runs `work` once the current frame has been painted (in order with other deferred work). */
export function afterNextPaint(work: () => void): void {
  queue.push(work);
  schedule();
}

/** Runs every piece of deferred work now (the page is being hidden or left). */
export function flushDeferred(): void {
  if (queue.length > 0) runAll();
}
