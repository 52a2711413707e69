import { useState, type FormEvent } from 'react';
import { HOMEBREW_KINDS, isHomebrewKind, type HomebrewKind } from '@duality/rules';
import { useDataStores, useStoreState } from '@duality/stores/react';
import { Button, FormMessage } from '@duality/ui';

/** The owner picks one of their homebrew records (own or bookmarked) of a kind and links it to the campaign. */
export function LinkHomebrewForm() {
  const { homebrew, campaignHomebrew } = useDataStores();
  const libraries = useStoreState(homebrew);
  const [kind, setKind] = useState<HomebrewKind>('items');
  const [itemId, setItemId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const linkedIds = new Set(campaignHomebrew.state.kinds[kind].items.map((i) => i.id));
  const choices = libraries[kind].homebrew.filter((r) => !linkedIds.has(r.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!itemId) return setError('Choose the homebrew to share.');
    setBusy(true);
    // The store toasts the server's refusal in its own words.
    if (await campaignHomebrew.link(kind, itemId)) setItemId('');
    setBusy(false);
  };
  return (
    <form className="dh-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Share homebrew">
      <div className="dh-field">
        <label htmlFor="campaign-homebrew-kind">Kind</label>
        <select
          id="campaign-homebrew-kind"
          value={kind}
          onChange={(e) => {
            const next = e.currentTarget.value;
            if (isHomebrewKind(next)) setKind(next);
            setItemId('');
          }}
        >
          {HOMEBREW_KINDS.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </div>
      <div className="dh-field">
        <label htmlFor="campaign-homebrew-item">Homebrew</label>
        <select id="campaign-homebrew-item" value={itemId} onChange={(e) => setItemId(e.currentTarget.value)}>
          <option value="">{choices.length ? 'Choose…' : 'None of yours to share'}</option>
          {choices.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <FormMessage error={error} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Sharing…' : 'Share with the campaign'}
      </Button>
    </form>
  );
}
