// The consent dialog's words, the early dialog's (written into the page's HTML at build time) and the app's
// own alike. Only the app's dialog, loaded when it has to ask, carries them in the browser.
export const consentWords = {
  title: 'Cookies and analytics',
  description:
    'Duality would like to use analytics cookies to learn which features people use. Nothing is loaded unless you accept. You can change your mind later: we ask again in two weeks if you decline.',
  accept: 'Accept',
  decline: 'Decline',
} as const;

/** Said in the app's consent dialog when an earlier choice was found unreadable and set aside. */
export const CONSENT_SET_ASIDE_MESSAGE = 'Your earlier choice could not be read, so it was set aside.';
