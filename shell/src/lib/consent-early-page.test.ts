// The early consent script as the page runs it (its source evaluated in the test's document), against the
// app's own rules: it asks exactly when readConsent asks for a missing or readable record, leaves an
// unreadable one to the app, and stores the choice in the very record decideConsent writes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CONFIRMED_KEY, CONSENT_KEY, readConsent } from './consent';
import { decideConsent } from './consent-choice';
import { earlyConsentNames, readEarlyConsent } from './consent-early';
import { consentWords } from './consent-words';
import { earlyConsentMarkup, earlyConsentScript, earlyConsentStyle } from './consent-early-page';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 21);
const html = document.documentElement;

/** The page as the server sends it: the dialog first in the body, then its script runs. */
function loadPage(entries: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  document.body.innerHTML = `${earlyConsentMarkup()}<div id="root"></div>`;
  new Function(earlyConsentScript())();
}

const asks = () => html.getAttribute(earlyConsentNames.stateAttribute) === 'ask';
const button = (choice: 'accept' | 'decline') =>
  document.querySelector<HTMLButtonElement>(`[${earlyConsentNames.choiceAttribute}="${choice}"]`)!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
  html.removeAttribute(earlyConsentNames.stateAttribute);
  html.removeAttribute(earlyConsentNames.onAttribute);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const record = (consentGranted: boolean, ageMs: number) =>
  JSON.stringify({ consentGranted, on: NOW - ageMs });

describe('the early consent script agrees with readConsent', () => {
  it.each([
    ['nothing stored', {}],
    ['a grant 400 days old', { [CONSENT_KEY]: record(true, 400 * DAY) }],
    ['a refusal 13 days old', { [CONSENT_KEY]: record(false, 14 * DAY - 1) }],
    ['a refusal 14 days old', { [CONSENT_KEY]: record(false, 14 * DAY) }],
    ['the confirmed flag', { [CONSENT_CONFIRMED_KEY]: 'true' }],
    [
      'the confirmed flag over a refusal',
      { [CONSENT_CONFIRMED_KEY]: 'yes', [CONSENT_KEY]: record(false, 30 * DAY) },
    ],
    ['a confirmed flag of "false"', { [CONSENT_CONFIRMED_KEY]: 'false' }],
    [
      'a confirmed flag of "0" and a fresh refusal',
      { [CONSENT_CONFIRMED_KEY]: '0', [CONSENT_KEY]: record(false, 0) },
    ],
    [
      'a record with the older flag in it',
      { [CONSENT_KEY]: JSON.stringify({ consentGranted: false, on: NOW, consentConfirmed: false }) },
    ],
  ])('%s', (_, entries) => {
    loadPage(entries);
    expect(asks()).toBe(readConsent(window.localStorage, NOW).prompt);
  });

  it.each([
    'not json {',
    'null',
    '[]',
    '{"on":5}',
    '{"consentGranted":"yes","on":1}',
    '{"consentGranted":true,"on":-1}',
    '{"consentGranted":true,"on":1.5}',
    '{"consentGranted":false,"on":0,"consentConfirmed":"x"}',
  ])('leaves an unreadable record (%s) to the app, which sets it aside and asks', (raw) => {
    loadPage({ [CONSENT_KEY]: raw });
    expect(asks()).toBe(false);
    expect(readConsent(window.localStorage, NOW).prompt).toBe(true);
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe(raw);
  });

  it('asks when the storage cannot be read (private mode), as readConsent does', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    loadPage();
    expect(asks()).toBe(true);
  });
});

describe('the early consent dialog', () => {
  it('is a labelled, described alert dialog with Decline then Accept, Decline focused', () => {
    loadPage();
    const dialog = document.getElementById(earlyConsentNames.id)!;
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe(
      consentWords.title,
    );
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      consentWords.description,
    );
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Decline', 'Accept']);
    expect(document.activeElement).toBe(button('decline'));
  });

  it('is hidden by its style until the script asks', () => {
    const style = earlyConsentStyle();
    expect(style).toContain(`#${earlyConsentNames.id}{display:none}`);
    expect(style).toContain(
      `html[${earlyConsentNames.stateAttribute}="ask"] #${earlyConsentNames.id}{display:block`,
    );
  });

  it.each([true, false])('stores the choice (granted: %s) in the record decideConsent writes', (granted) => {
    const appWrites = new Map<string, string>();
    decideConsent({ setItem: (k, v) => void appWrites.set(k, v) }, granted, NOW);
    loadPage();
    const told = vi.fn();
    window.addEventListener(earlyConsentNames.event, told);
    button(granted ? 'accept' : 'decline').click();
    window.removeEventListener(earlyConsentNames.event, told);
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe(appWrites.get(CONSENT_KEY));
    expect(readConsent(window.localStorage, NOW)).toMatchObject({ granted, prompt: false });
    expect(readEarlyConsent(document)).toEqual({ state: granted ? 'granted' : 'declined', on: NOW });
    expect(told).toHaveBeenCalledTimes(1);
    // Answered once: a second click changes nothing.
    button(granted ? 'decline' : 'accept').click();
    expect(readEarlyConsent(document)).toEqual({ state: granted ? 'granted' : 'declined', on: NOW });
  });

  it('Escape closes it for this page without deciding', () => {
    loadPage();
    button('decline').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(readEarlyConsent(document).state).toBe('dismissed');
    expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
  });

  it('still answers when the storage refuses to keep the choice', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    loadPage();
    button('accept').click();
    expect(readEarlyConsent(document)).toEqual({ state: 'granted', on: NOW });
  });
});
