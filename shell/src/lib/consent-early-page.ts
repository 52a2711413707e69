// Build time only (scripts/early-consent-plugin.ts; never in the app's bundle): the early consent dialog as
// the shell's HTML carries it, and its script, written from the same constants the app reads (the storage
// keys and the re-prompt period of `consent.ts`, the names of `consent-early.ts`, the words of
// `consent-words.ts`).
// - The dialog sits at the start of <body>, beside the app's root, hidden by its inline style until the
//   script marks <html> `data-consent="ask"`; without JavaScript it stays hidden.
// - The script is a small same-origin file (the page's Content-Security-Policy allows no inline script),
//   loaded right after the dialog so it runs before the page below it is parsed: it shows the dialog only
//   when readConsent would ask for a readable or missing record (an unreadable one is left to the app, which
//   sets it aside and says why it asks again), focuses Decline, and on a click stores the record exactly as
//   decideConsent does and tells the app (`earlyConsentNames`).
import { CONSENT_REPROMPT_DAYS } from '@duality/rules/consent';
import { CONSENT_CONFIRMED_KEY, CONSENT_KEY } from './consent';
import { earlyConsentNames as n } from './consent-early';
import { consentWords } from './consent-words';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The source of the early consent script (plain browser JavaScript). */
export function earlyConsentScript(): string {
  const json = JSON.stringify;
  // Kept small (every visitor loads it): it only ever follows the dialog's markup, the buttons are the only
  // click targets, it runs before anything else on the page can hold the focus, and a record that is not an
  // object fails the field checks.
  return `(() => {
  const html = document.documentElement;
  const box = document.getElementById(${json(n.id)});
  const get = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {}
  };
  const confirmed = get(${json(CONSENT_CONFIRMED_KEY)});
  if (confirmed != null && !['false', '0', ''].includes(confirmed)) return;
  const raw = get(${json(CONSENT_KEY)});
  if (raw != null) {
    let record;
    try {
      record = JSON.parse(raw);
    } catch {}
    // Asks again after a readable refusal old enough; an unreadable record is left to the app, which sets it
    // aside and asks, saying why.
    const refusedLongAgo =
      record &&
      record.consentGranted === false &&
      Number.isSafeInteger(record.on) &&
      record.on >= 0 &&
      (record.consentConfirmed === undefined || typeof record.consentConfirmed === 'boolean') &&
      Date.now() - record.on >= ${CONSENT_REPROMPT_DAYS * DAY_MS};
    if (!refusedLongAgo) return;
  }
  let asking = true;
  html.setAttribute(${json(n.stateAttribute)}, 'ask');
  const settle = (state) => {
    asking = false;
    html.setAttribute(${json(n.stateAttribute)}, state);
    dispatchEvent(new Event(${json(n.event)}));
  };
  box.addEventListener('click', (event) => {
    const choice = event.target.getAttribute(${json(n.choiceAttribute)});
    if (!choice || !asking) return;
    const granted = choice === 'accept';
    const on = Date.now();
    try {
      localStorage.setItem(${json(CONSENT_KEY)}, JSON.stringify({ consentGranted: granted, on }));
    } catch {}
    html.setAttribute(${json(n.onAttribute)}, on);
    settle(granted ? 'granted' : 'declined');
  });
  box.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && asking) settle('dismissed');
  });
  box.querySelector('[${n.choiceAttribute}="decline"]').focus();
})();
`;
}

/** The dialog's style, inline in the page's head: the design tokens, with their values for a page without them. */
export function earlyConsentStyle(): string {
  const box = `#${n.id}`;
  return [
    `${box}{display:none}`,
    `html[${n.stateAttribute}="ask"] ${box}{display:block;position:fixed;z-index:65;left:0;right:0;bottom:0;box-sizing:border-box;width:min(26rem,100%);margin:0 auto;padding:1.5rem;border:1px solid var(--dh-line,#d8d3e6);border-bottom:0;border-radius:var(--dh-radius,8px) var(--dh-radius,8px) 0 0;background:var(--dh-surface,#fff);color:var(--dh-ink,#1d1b26);box-shadow:var(--dh-shadow-3,0 8px 28px rgb(29 27 38 / 22%));font-family:var(--dh-font-text,system-ui,sans-serif);font-size:1rem;line-height:1.5}`,
    `${box} h2{margin:0 0 .5rem;font-size:1.2rem;line-height:1.2}`,
    `${box} p{margin:0}`,
    `${box} .consent-early__actions{display:flex;justify-content:flex-end;gap:.5rem;margin-top:1.5rem}`,
    `${box} button{font:inherit;font-size:1rem;box-sizing:border-box;min-width:44px;min-height:44px;padding:.5rem 1rem;border:1px solid var(--dh-fear,#6d3fb8);border-radius:var(--dh-radius,8px);background:var(--dh-fear,#6d3fb8);color:var(--dh-on-strong,#fff);cursor:pointer}`,
    `${box} button[${n.choiceAttribute}="decline"]{background:transparent;color:var(--dh-fear,#6d3fb8)}`,
    `${box} button:focus-visible{outline:3px solid var(--dh-focus,#2458d6);outline-offset:2px}`,
    `@media print{${box}{display:none!important}}`,
  ].join('\n');
}

/** The dialog's markup: a labelled, described alert dialog with Decline and Accept buttons. */
export function earlyConsentMarkup(): string {
  const title = `${n.id}-title`;
  const text = `${n.id}-text`;
  const button = (choice: 'accept' | 'decline') =>
    `<button type="button" ${n.choiceAttribute}="${choice}">${escapeHtml(consentWords[choice])}</button>`;
  return [
    `<div id="${n.id}" role="alertdialog" aria-labelledby="${title}" aria-describedby="${text}">`,
    `<h2 id="${title}">${escapeHtml(consentWords.title)}</h2>`,
    `<p id="${text}">${escapeHtml(consentWords.description)}</p>`,
    `<div class="consent-early__actions">${button('decline')}${button('accept')}</div>`,
    `</div>`,
  ].join('');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
