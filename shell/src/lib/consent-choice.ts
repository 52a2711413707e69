// Storing a consent choice, and setting an unreadable record aside first: what the app's own consent dialog
// does (features/consent/consent-dialog.tsx, loaded only when the app has to ask). The early dialog in the
// page's HTML stores the very same record (lib/consent-early-page.ts; a test holds them together).
import type { ConsentRecord } from '@duality/rules/consent';
import { setAside, setAsideKeyOf } from '@duality/platform/storage-keys';
import { CONSENT_KEY, readConsentRecord, type ConsentStatus } from './consent';

/** Where an unreadable consent record is kept, untouched, instead of being overwritten by the next choice. */
export const CONSENT_SET_ASIDE_KEY = setAsideKeyOf(CONSENT_KEY);

/** Stores an Accept or Decline with its timestamp and returns the new state. */
export function decideConsent(
  storage: Pick<Storage, 'setItem'>,
  granted: boolean,
  now: number,
): ConsentStatus {
  const record: ConsentRecord = { consentGranted: granted, on: now };
  storage.setItem(CONSENT_KEY, JSON.stringify(record));
  return { granted, prompt: false, decidedAt: new Date(now).toISOString() };
}

/** True when a record is stored that cannot be read (not JSON, or another shape). A pure read. */
export function hasUnreadableConsent(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(CONSENT_KEY) !== null && readConsentRecord(storage) === null;
  } catch {
    return false;
  }
}

/**
 * Moves a stored record that cannot be read (not JSON, or another shape) to a set-aside key (the product's one
 * convention: an earlier copy is never overwritten); true when it did, so the dialog can say why it asks again. Never throws: a storage that refuses leaves the text in place.
 */
export function setAsideUnreadableConsent(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): boolean {
  if (!hasUnreadableConsent(storage)) return false;
  return setAside(storage, CONSENT_KEY) !== null;
}
