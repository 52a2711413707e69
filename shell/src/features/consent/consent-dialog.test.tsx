// The app's own consent dialog says why it asks again even when React renders it more than once before it
// mounts it: here a sibling suspends on the first try, so that render is thrown away and done again.
import { Suspense, use } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CONSENT_KEY } from '../../lib/consent';
import { CONSENT_SET_ASIDE_KEY } from '../../lib/consent-choice';
import { CONSENT_SET_ASIDE_MESSAGE } from '../../lib/consent-words';
import ConsentDialog from './consent-dialog';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

it('sets an unreadable record aside once and says so, though its first render was thrown away', async () => {
  window.localStorage.setItem(CONSENT_KEY, '{broken');
  let arrive!: () => void;
  const late = new Promise<void>((resolve) => (arrive = resolve));
  const Late = () => {
    use(late);
    return null;
  };
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <ConsentDialog
          storage={window.localStorage}
          now={() => 0}
          onDecided={() => {}}
          onDismissed={() => {}}
        />
        <Late />
      </Suspense>,
    );
  });
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(window.localStorage.getItem(CONSENT_KEY)).toBe('{broken'); // nothing moved by a render not kept
  await act(async () => {
    arrive();
    await late;
  });
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog.textContent).toContain(CONSENT_SET_ASIDE_MESSAGE);
  expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
  const setAsideKeys = Object.keys(window.localStorage).filter((key) =>
    key.startsWith(CONSENT_SET_ASIDE_KEY),
  );
  expect(setAsideKeys.map((key) => window.localStorage.getItem(key))).toEqual(['{broken']);
});
