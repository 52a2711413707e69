// The sync engine alone, with a manual clock and a scripted `send`: the bookkeeping its owners rely on.
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../test/manual-clock';
import { memoryKeyValueStorage } from './storage';
import { openPersistedOutbox } from './persisted-outbox';
import { createSyncEngine, type SendOutcome } from './sync-engine';
import { z } from '@duality/libs/zod';
import { storageKeys } from '@duality/platform/storage-keys';
import { Subject } from 'rxjs';

const entrySchema = z.object({ n: z.number() });
type Entry = z.infer<typeof entrySchema>;
/** The engine's outbox key here: one user's character outbox, as the character store keeps it. */
const OUTBOX = storageKeys.characterOutbox('u1');

function engineWith(send: (entry: Entry) => Promise<SendOutcome<Entry>>) {
  const clock = createManualClock();
  const pageHidden$ = new Subject<void>();
  const storage = memoryKeyValueStorage();
  const changes: { offline: boolean; pending: number }[] = [];
  const engine = createSyncEngine<Entry>({
    clock,
    send: (_key, entry) => send(entry),
    debounceMs: 300,
    saveTimeoutMs: 15_000,
    offlineRetryMs: 3000,
    pageHidden$,
    onChange: () => changes.push({ offline: engine.offline, pending: engine.pending().size }),
  });
  engine.reset(openPersistedOutbox(storage, OUTBOX, entrySchema));
  return { clock, storage, engine, changes, pageHidden$ };
}

describe('sync engine', () => {
  it('keeps an entry in the outbox until it is saved, and tells the owner once nothing is pending', async () => {
    let release: (outcome: SendOutcome<Entry>) => void = () => undefined;
    const sent: number[] = [];
    const { clock, storage, engine, changes } = engineWith((entry) => {
      sent.push(entry.n);
      return new Promise((resolve) => (release = resolve));
    });
    engine.put('a', { n: 1 });
    expect(JSON.parse(storage.getItem(OUTBOX)!)).toEqual({ a: { n: 1 } });
    await clock.advance(300);
    expect(sent).toEqual([1]);
    // A flush while the push is in flight asks for another push of the same key after it.
    const flushed = engine.flush();
    release({ kind: 'saved' });
    await flushed;
    await clock.advance(0);
    expect(sent).toEqual([1]);
    expect(engine.pending().size).toBe(0);
    expect(storage.getItem(OUTBOX)).toBeNull();
    expect(changes.at(-1)).toEqual({ offline: false, pending: 0 });
  });

  it('goes offline on an unreachable push, tries again after the retry delay, and is told when back', async () => {
    let reachable = false;
    const { clock, engine, changes } = engineWith(async () =>
      reachable ? { kind: 'saved' } : { kind: 'unreachable' },
    );
    engine.put('a', { n: 1 });
    await clock.advance(300);
    expect(engine.offline).toBe(true);
    reachable = true;
    await clock.advance(3000);
    expect(engine.offline).toBe(false);
    expect(engine.pending().size).toBe(0);
    expect(changes.at(-1)).toEqual({ offline: false, pending: 0 });
  });

  it('pushes at once when the page is hidden, but sends nothing as the page goes while offline', async () => {
    let reachable = true;
    const sent: number[] = [];
    const { clock, engine, pageHidden$ } = engineWith(async (entry) => {
      sent.push(entry.n);
      return reachable ? { kind: 'saved' } : { kind: 'unreachable' };
    });
    engine.put('a', { n: 1 });
    pageHidden$.next(); // before the debounce
    await clock.advance(0);
    expect(sent).toEqual([1]);
    reachable = false;
    engine.put('a', { n: 2 });
    await clock.advance(300);
    expect(engine.offline).toBe(true);
    // Offline: a change waiting for its debounce is not pushed as the page goes, nor after it.
    engine.put('a', { n: 3 });
    pageHidden$.next();
    await clock.advance(300);
    expect(sent).toEqual([1, 2]);
    expect(engine.pending().get('a')).toEqual({ n: 3 });
    // The page came back (hidden, not left): the retry sends it.
    reachable = true;
    await clock.advance(3000);
    expect(sent).toEqual([1, 2, 3]);
    expect(engine.pending().size).toBe(0);
  });

  it('sends what else waits as soon as one push is answered after an outage, not at the retry timer', async () => {
    // One push hangs through the outage (a request the network held) while the others find it unreachable.
    let release: (outcome: SendOutcome<Entry>) => void = () => undefined;
    let reachable = false;
    const sent: number[] = [];
    const { clock, engine } = engineWith((entry) => {
      sent.push(entry.n);
      if (entry.n === 1) return new Promise((resolve) => (release = resolve));
      return Promise.resolve(reachable ? { kind: 'saved' } : { kind: 'unreachable' });
    });
    engine.put('a', { n: 1 });
    await clock.advance(300);
    engine.put('b', { n: 2 });
    await clock.advance(300);
    expect(engine.offline).toBe(true);
    expect(sent).toEqual([1, 2]);
    // Back: the held push is answered, and 'b' goes at once (no `online` event, the retry timer far off).
    reachable = true;
    release({ kind: 'saved' });
    await clock.advance(0);
    expect(sent).toEqual([1, 2, 2]);
    expect(engine.offline).toBe(false);
    expect(engine.pending().size).toBe(0);
  });
});
