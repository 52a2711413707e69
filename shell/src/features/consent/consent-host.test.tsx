// The consent host taking over from the page's early consent dialog (its real markup and script, as the
// shell's HTML carries them): a choice made before the app started is honoured and announced, one made while
// it runs reaches the tag manager once, and the app never asks a second time; the app asks with its own dialog
// only for an unreadable record.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createBus, type Bus } from '@duality/bus';
import { CONSENT_KEY } from '../../lib/consent';
import { CONSENT_SET_ASIDE_MESSAGE } from '../../lib/consent-words';
import { earlyConsentNames } from '../../lib/consent-early';
import { earlyConsentMarkup, earlyConsentScript, earlyConsentStyle } from '../../lib/consent-early-page';
import type { TagManager } from '../../lib/tag-manager';
import { ConsentHost } from './consent-host';

const NOW = Date.UTC(2026, 10, 21);
let bus: Bus;
let tagManager: TagManager & { applyConsent: Mock<(granted: boolean) => void> };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  bus = createBus();
  tagManager = { applyConsent: vi.fn<(granted: boolean) => void>(), pageChanged: vi.fn(), loaded: false };
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  window.localStorage.clear();
  document.documentElement.removeAttribute(earlyConsentNames.stateAttribute);
  document.documentElement.removeAttribute(earlyConsentNames.onAttribute);
  document.getElementById(earlyConsentNames.id)?.remove();
  document.getElementById(`${earlyConsentNames.id}-style`)?.remove();
});

/** The page's HTML: the early dialog's style, the dialog first in the body, its script run. */
function loadPage() {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<style id="${earlyConsentNames.id}-style">${earlyConsentStyle()}</style>`,
  );
  document.body.insertAdjacentHTML('afterbegin', earlyConsentMarkup());
  new Function(earlyConsentScript())();
}
const early = (choice: 'accept' | 'decline') =>
  document.querySelector<HTMLButtonElement>(`[${earlyConsentNames.choiceAttribute}="${choice}"]`)!;
const startApp = () =>
  render(<ConsentHost bus={bus} tagManager={tagManager} storage={window.localStorage} now={() => NOW} />);
/** The app's own dialog (not the early one), once its lazy part has arrived; null if none comes. */
const appDialog = (timeout = 500) =>
  screen.findAllByRole('alertdialog', { name: 'Cookies and analytics' }, { timeout }).then(
    (found) => found.find((d) => d.id !== earlyConsentNames.id) ?? null,
    () => null,
  );

describe('the consent host after the early dialog', () => {
  it('honours an Accept made before the app started: granted, announced, applied once, no second dialog', async () => {
    loadPage();
    early('accept').click();
    startApp();
    expect(bus.last('consent.changed')).toMatchObject({ granted: true });
    expect(tagManager.applyConsent.mock.calls).toEqual([[true]]);
    expect(await appDialog()).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toMatchObject({ consentGranted: true });
  });

  it('honours a Decline made before the app started, and loads nothing', async () => {
    loadPage();
    early('decline').click();
    startApp();
    expect(bus.last('consent.changed')).toMatchObject({ granted: false });
    expect(tagManager.applyConsent).not.toHaveBeenCalled();
    expect(await appDialog()).toBeNull();
  });

  it('takes over a choice made while the app runs, once, and asks nothing itself meanwhile', async () => {
    loadPage();
    startApp();
    expect(await appDialog()).toBeNull();
    expect(bus.last('consent.changed')).toMatchObject({ granted: false, decidedAt: null });
    act(() => early('accept').click());
    expect(tagManager.applyConsent.mock.calls).toEqual([[true]]);
    expect(bus.last('consent.changed')).toEqual({ granted: true, decidedAt: new Date(NOW).toISOString() });
    act(() => early('decline').click()); // answered: the early dialog is gone
    expect(tagManager.applyConsent.mock.calls).toEqual([[true]]);
  });

  it('honours a choice the storage could not keep, for this page', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    loadPage();
    early('accept').click();
    setItem.mockRestore();
    startApp();
    expect(bus.last('consent.changed')).toEqual({ granted: true, decidedAt: new Date(NOW).toISOString() });
    expect(tagManager.applyConsent.mock.calls).toEqual([[true]]);
  });

  it('asks with its own dialog for an unreadable record (which the early script leaves to it), saying why', async () => {
    window.localStorage.setItem(CONSENT_KEY, '{broken');
    loadPage();
    expect(document.documentElement.getAttribute(earlyConsentNames.stateAttribute)).toBeNull();
    startApp();
    expect(screen.queryAllByRole('alertdialog')).toHaveLength(0); // the early one stays hidden
    const dialog = await appDialog(5000);
    expect(dialog?.textContent).toContain(CONSENT_SET_ASIDE_MESSAGE);
  });
});
