// For the snapshot races of the live stores: a network that holds back the answers to chosen reads (read by
// the server, not yet handed to the store), and a probe channel that tells when a change has been heard live
// on the same socket as the store's own channel.
import { subscribeToChanges, type DualityClient } from '@duality/supabase';
import { z } from '@duality/libs/zod';
import { eventually } from './backend';

/** Once armed, every GET whose (decoded) URL `matches` is answered only after `release()`. */
export function heldReads(matches: (url: string) => boolean) {
  let armed = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered: () => void = () => undefined;
  const read = new Promise<void>((resolve) => (answered = resolve));
  const fetchHeld: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = decodeURIComponent(input instanceof Request ? input.url : String(input));
    if (armed && (init?.method ?? 'GET') === 'GET' && matches(url)) {
      answered();
      await released;
    }
    return response;
  };
  return {
    fetch: fetchHeld,
    arm: () => void (armed = true),
    /** The server has answered a held read. */
    read,
    release: () => release(),
  };
}

/** A channel of its own on `client` hearing every change of `table`; `count()` is how many it heard. */
export async function probeTable(client: DualityClient, table: string) {
  let heard = 0;
  let joined = false;
  const stop = subscribeToChanges(
    client,
    { topic: `probe:${table}:${Math.random()}`, table },
    z.unknown(),
    () => void (heard += 1),
    (status) => void (joined ||= status === 'SUBSCRIBED'),
  );
  await eventually(() => joined, 5000, `the probe of ${table} joined`);
  return { count: () => heard, stop };
}
