// The consent choice the page asks before the app has loaded ("early consent"): the shell's HTML carries the
// dialog and a tiny script (written at build time by `scripts/early-consent-plugin.ts` from
// `consent-early-page.ts`) that shows it when no decision is stored, records Accept or Decline in the
// record `decideConsent` writes, and marks what happened on the page's <html> element. Here: the names the
// script and the app share, and how the app reads what the script did (the words: `consent-words.ts`).
import { readConsent, type ConsentStatus } from './consent';

export const earlyConsentNames = {
  /** The dialog's element, a sibling of the app's root (the app never renders over it). */
  id: 'consent-early',
  /**
   * On <html>: `ask` while the dialog shows; `granted` or `declined` once chosen; `dismissed` when closed with
   * Escape (nothing decided, not asked again on this page). Absent when the script did not ask.
   */
  stateAttribute: 'data-consent',
  /** On <html>, once chosen: when (ms since the epoch), the record's `on`. */
  onAttribute: 'data-consent-on',
  /** Dispatched on the window when the state changes from `ask` (a DOM event's name, not a storage key). */
  event: 'dh-consent-early',
  /** On each button: `accept` or `decline`. */
  choiceAttribute: 'data-consent-choice',
} as const;

/** What the page's early consent script did: the state it marked on <html> (null: it did not ask), and when. */
export interface EarlyConsent {
  state: 'ask' | 'granted' | 'declined' | 'dismissed' | null;
  /** When Accept or Decline was chosen (ms since the epoch). */
  on: number;
}

export function readEarlyConsent(doc: Document): EarlyConsent {
  const html = doc.documentElement;
  return {
    state: html.getAttribute(earlyConsentNames.stateAttribute) as EarlyConsent['state'],
    on: Number(html.getAttribute(earlyConsentNames.onAttribute)),
  };
}

/** The choice made in the early dialog (its state `granted` or `declined`). */
export const earlyChoice = (early: EarlyConsent): ConsentStatus => ({
  granted: early.state === 'granted',
  prompt: false,
  decidedAt: new Date(early.on).toISOString(),
});

/** Calls `listener` when the early dialog is answered or dismissed; returns the unsubscribe. */
export function onEarlyConsent(win: Window, listener: () => void): () => void {
  win.addEventListener(earlyConsentNames.event, listener);
  return () => win.removeEventListener(earlyConsentNames.event, listener);
}

/**
 * The consent state the app starts with: the stored decision; else the early dialog's (a decision made there
 * that the storage could not keep); and no prompt of the app's own while the early dialog asks or was
 * dismissed on this page.
 */
export function consentAtStart(
  storage: Pick<Storage, 'getItem'>,
  now: number,
  early: EarlyConsent,
): ConsentStatus {
  const stored = readConsent(storage, now);
  if (!stored.prompt || !early.state) return stored;
  return early.state === 'ask' || early.state === 'dismissed'
    ? { ...stored, prompt: false }
    : earlyChoice(early);
}
