// Analytics consent: the stored record, the confirmed flag, and when to ask (storing a choice:
// `consent-choice.ts`, loaded with the app's own dialog; the early dialog of the page's HTML stores the same
// record). A set confirmed flag counts as a grant; the dialog asks when the record is missing or unreadable,
// or is a refusal at least 14 days old.
import { CONSENT_REPROMPT_DAYS, consentRecordSchema, type ConsentRecord } from '@duality/rules/consent';
import { storageKeys } from '@duality/platform/storage-keys';

export const CONSENT_KEY = storageKeys.consent;
export const CONSENT_CONFIRMED_KEY = storageKeys.consentConfirmed;
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
  const record = readConsentRecord(storage);
  if (!record) return { granted: false, prompt: true, decidedAt: null };
  const decidedAt = new Date(record.on).toISOString();
  if (record.consentGranted) return { granted: true, prompt: false, decidedAt };
  const stale = now - record.on >= CONSENT_REPROMPT_DAYS * DAY_MS;
  return { granted: false, prompt: stale, decidedAt };
}

/** The stored record, or null when there is none or it cannot be read. */
export function readConsentRecord(storage: Pick<Storage, 'getItem'>): ConsentRecord | null {
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
