// Analytics consent: the stored record, the confirmed flag, when to ask, and what to store. A set confirmed
// flag counts as a grant; the dialog asks when the record is missing or unreadable, or is a refusal at least
// 14 days old.
import { CONSENT_REPROMPT_DAYS, consentRecordSchema, type ConsentRecord } from '@duality/rules/consent';
import { setAside, setAsideKeyOf, storageKeys } from '@duality/platform/storage-keys';

export const CONSENT_KEY = storageKeys.consent;
export const CONSENT_CONFIRMED_KEY = storageKeys.consentConfirmed;
/** Where an unreadable consent record is kept, untouched, instead of being overwritten by the next choice. */
export const CONSENT_SET_ASIDE_KEY = setAsideKeyOf(CONSENT_KEY);
/** Said in the consent dialog when an earlier choice was found unreadable. */
export const CONSENT_SET_ASIDE_MESSAGE = 'Your earlier choice could not be read, so it was set aside.';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ConsentStatus {
  granted: boolean;
  /** Show the dialog. */
  prompt: boolean;
  /** When the current decision was made (ISO), if any. */
  decidedAt: string | null;
}

/** Reads the consent state; never throws, an unreadable record simply asks again. */
export function readConsent(storage: Pick<Storage, 'getItem'>, now: number): ConsentStatus {
  if (readConfirmed(storage)) return { granted: true, prompt: false, decidedAt: null };
  const record = readRecord(storage);
  if (!record) return { granted: false, prompt: true, decidedAt: null };
  const decidedAt = new Date(record.on).toISOString();
  if (record.consentGranted) return { granted: true, prompt: false, decidedAt };
  const stale = now - record.on >= CONSENT_REPROMPT_DAYS * DAY_MS;
  return { granted: false, prompt: stale, decidedAt };
}

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

/**
 * Moves a stored record that cannot be read (not JSON, or another shape) to a set-aside key (the product's one
 * convention: an earlier copy is never overwritten); true when it did, so the dialog can say why it asks again. Never throws: a storage that refuses leaves the text in place.
 */
export function setAsideUnreadableConsent(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): boolean {
  try {
    if (storage.getItem(CONSENT_KEY) === null || readRecord(storage) !== null) return false;
  } catch {
    return false;
  }
  return setAside(storage, CONSENT_KEY) !== null;
}

function readRecord(storage: Pick<Storage, 'getItem'>): ConsentRecord | null {
  try {
    const raw = storage.getItem(CONSENT_KEY);
    if (raw === null) return null;
    const parsed = consentRecordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readConfirmed(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    const raw = storage.getItem(CONSENT_CONFIRMED_KEY);
    return raw !== null && raw !== 'false' && raw !== '0' && raw !== '';
  } catch {
    return false;
  }
}
