import { useState } from 'react';
import { Link, useNavigate } from '@duality/libs/router';
import { characterSchema } from '@duality/rules';
import { isLocalId } from '@duality/stores';
import { loginPathFor, useDataStores, useSession } from '@duality/stores/react';
import { Button, FormMessage } from '@duality/ui';
import type { Draft } from '../draft/use-draft';
import { buildPath } from '@duality/platform';
import { stepPath } from '../../../lib/paths';

const BACK_TO_REVIEW = stepPath('review');

/**
 * Saves the finished character to the account: checked with the rules' schema, created through the character
 * store, then the draft is cleared and the sheet opens (or the page that sent the player here, an invite).
 * Once created, the panel says so and offers no second save, even if the way back is refused. Logged out, it
 * asks to log in or sign up and comes back here with the draft (which is in local storage) intact.
 */
export function SavePanel({ draft, complete }: { draft: Draft; complete: boolean }) {
  const session = useSession();
  const { characters } = useDataStores();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedSheet, setSavedSheet] = useState<string | null>(null);
  const [keptHere, setKeptHere] = useState(false);

  if (session.status === 'signed-out') {
    return (
      <section className="builder-save" aria-labelledby="builder-save-title">
        <h3 id="builder-save-title">Save your character</h3>
        <p>
          Your draft is kept on this device. To save the character to your account, log in or sign up; you
          come back here afterwards.
        </p>
        <p className="builder-save__links">
          <Link to={loginPathFor(BACK_TO_REVIEW)}>Log in to save</Link>
          <Link to={`${buildPath('/auth/signup')}?redirect=${encodeURIComponent(BACK_TO_REVIEW)}`}>
            Sign up to save
          </Link>
        </p>
      </section>
    );
  }

  const save = async () => {
    setError(null);
    const parsed = characterSchema.safeParse(draft.character);
    if (!parsed.success) {
      setError(`The character could not be checked: ${parsed.error.issues[0]?.message ?? 'invalid data'}.`);
      return;
    }
    setBusy(true);
    const entry = await characters.create(parsed.data).catch(() => null);
    if (entry === null) {
      setBusy(false);
      setError('Your character could not be saved. Your draft is kept; try again.');
      return;
    }
    // Saved: from here on nothing may say otherwise or offer a second save (that would make a copy).
    const sheet = buildPath('/character/:id', { id: entry.id });
    setKeptHere(isLocalId(entry.id));
    setSavedSheet(sheet);
    const back = draft.returnPath();
    draft.clear();
    await openAfterSave(navigate, back, sheet);
  };

  if (savedSheet !== null) {
    return (
      <section className="builder-save" aria-labelledby="builder-save-title">
        <h3 id="builder-save-title">Save your character</h3>
        <p role="status">
          {keptHere
            ? 'You are offline: your character is kept on this device and saved to your account when the connection is back. '
            : 'Your character is saved. '}
          <Link to={savedSheet}>Open the character sheet</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="builder-save" aria-labelledby="builder-save-title">
      <h3 id="builder-save-title">Save your character</h3>
      {!complete && <p>Finish the missing steps above to save.</p>}
      <FormMessage error={error} />
      <Button disabled={!complete || busy || session.status !== 'signed-in'} onClick={() => void save()}>
        {busy ? 'Saving…' : 'Save character'}
      </Button>
    </section>
  );
}

/**
 * Opens the page that sent the player here, or the new sheet; a way back the router refuses (it throws on an
 * external target) falls back to the sheet, and if even that fails the panel's "saved" message stays.
 */
async function openAfterSave(
  navigate: ReturnType<typeof useNavigate>,
  back: string | null,
  sheet: string,
): Promise<void> {
  for (const target of back === null ? [sheet] : [back, sheet]) {
    try {
      await navigate(target);
      return;
    } catch {
      // Try the next, safer target.
    }
  }
}
