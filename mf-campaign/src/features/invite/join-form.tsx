import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@duality/libs/router';
import { useDataStores, useStoreState } from '@duality/stores/react';
import { Button, FormMessage } from '@duality/ui';
import { builderPathFor, campaignPath, invitePath } from '../../lib/paths';

/** Pick one of the user's characters (or build one and come back), agree to share, and join. */
export function JoinForm({ invite, campaignId }: { invite: string; campaignId: number }) {
  const stores = useDataStores();
  const characters = useStoreState(stores.characters);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const free = characters.characters.filter((c) => c.character.campaign === null);
  const builder = builderPathFor(invitePath(invite));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (chosen === null) return setError('Choose the character who joins.');
    if (!agreed) return setError('Agree to share these details to join.');
    setBusy(true);
    // The store toasts the server's refusal in its own words.
    const row = await stores.campaigns.join(invite, chosen);
    setBusy(false);
    if (row) await navigate(campaignPath(campaignId));
    else setError('The character did not join.');
  };

  if (characters.status === 'loading') return <p role="status">Loading your characters…</p>;
  if (free.length === 0) {
    return (
      <p>
        You have no character free to join. <Link to={builder}>Build a character</Link> and you will come back
        here to join with it.
      </p>
    );
  }
  return (
    <form className="dh-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Join the campaign">
      <fieldset className="campaign-choices">
        <legend>Which character joins?</legend>
        {free.map(({ id, character }) => (
          <label key={id} className="campaign-choice">
            <input
              type="radio"
              name="character"
              value={id}
              checked={chosen === id}
              onChange={() => setChosen(id)}
            />
            {character.name || 'Unnamed character'} · Level {character.level}
          </label>
        ))}
      </fieldset>
      <p>
        Or <Link to={builder}>build a new character</Link> and come back to this invite.
      </p>
      <label className="campaign-choice">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />I agree
        to share these details with the campaign
      </label>
      <FormMessage error={error} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Joining…' : 'Join campaign'}
      </Button>
    </form>
  );
}
