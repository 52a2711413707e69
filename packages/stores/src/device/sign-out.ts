// Signing out of a device that others may use next: what waits to be sent (character edits, collection saves,
// rolls) is sent first, within a bound; what cannot be sent (offline) stays on this device sealed for this
// user alone (device-vault.ts) and the user is told so, calmly. With no connection the session still ends on
// this device (the session store falls back to a local sign-out), so a shared device is never left signed in.
import type { Bus } from '@duality/bus';
import type { DataStores } from '../data-stores';
import type { SessionStore } from '../session/session-store';

/** How long sending what waits may hold the sign-out (a push that takes longer stays waiting, sealed). */
export const SIGN_OUT_SEND_MS = 5000;

/** Told after a sign-out that left changes on this device. */
export const keptSealedMessage = (n: number): string =>
  `Logged out. ${n === 1 ? '1 change not yet sent is' : `${n} changes not yet sent are`} kept on this device, sealed so that only you can open it, and sent when you log in again.`;

/** Sends what waits (unless offline), then ends the session; the server's message, or null on success. */
export async function signOutSendingFirst(
  session: SessionStore,
  data: DataStores,
  bus: Bus,
  waitMs = SIGN_OUT_SEND_MS,
): Promise<string | null> {
  if (data.offline.usage().waiting > 0 && data.characters.state.status !== 'offline') {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    const sent = Promise.all([data.characters.flush(), data.rolls.flush(), data.homebrew.flushCollection()]);
    await Promise.race([
      sent.then(
        () => undefined,
        () => undefined,
      ),
      bound,
    ]);
    clearTimeout(timer);
  }
  const left = data.offline.usage().waiting;
  const error = await session.signOut();
  if (!error && left > 0) bus.publish('toast.requested', { message: keptSealedMessage(left), tone: 'info' });
  return error;
}
