import { useState } from 'react';
import { HOMEBREW_KINDS, type HomebrewKind } from '@duality/rules';
import { useCampaignHomebrew, useDataStores } from '@duality/stores/react';
import { LinkHomebrewForm } from './link-homebrew-form';
import { Button } from '@duality/ui';

export const KIND_LABELS: Record<HomebrewKind, string> = {
  items: 'Items',
  weapons: 'Weapons',
  armor: 'Armor',
  communities: 'Communities',
  ancestries: 'Ancestries',
  subclasses: 'Subclasses',
  classes: 'Classes',
};

/**
 * The homebrew shared with the campaign: members have it in their catalogs. The owner links records of the
 * seven kinds and unlinks them; a failed load shows the store's own message for that kind.
 */
export function HomebrewLinks({ campaignId, canChange }: { campaignId: number; canChange: boolean }) {
  const store = useDataStores().campaignHomebrew;
  const { state, error } = useCampaignHomebrew(store, campaignId);
  const [busy, setBusy] = useState(false);
  // A record stays in the store after its owner unlinks it (it is still theirs, in their catalog), so what is
  // listed as shared is the records that still have a link.
  const linked = HOMEBREW_KINDS.flatMap((kind) => {
    const { links, items } = state.kinds[kind];
    return items
      .filter((item) => links.some((l) => String(l.item_id) === item.id))
      .map((item) => ({ kind, item }));
  });
  const unlink = async (kind: HomebrewKind, id: string) => {
    setBusy(true);
    await store.unlink(kind, id);
    setBusy(false);
  };
  return (
    <section className="campaign-section" aria-labelledby="campaign-homebrew">
      <h2 id="campaign-homebrew">Campaign homebrew</h2>
      {error && <p role="alert">{error.message}</p>}
      {!error && !state.hydrated && <p role="status">Loading the campaign’s homebrew…</p>}
      {state.hydrated && linked.length === 0 && <p>No homebrew is shared with this campaign.</p>}
      {linked.length > 0 && (
        <ul className="campaign-homebrew" aria-label="Homebrew shared with the campaign">
          {linked.map(({ kind, item }) => (
            <li key={`${kind}:${item.id}`}>
              <span>
                {item.name} <span className="campaign-badge">{KIND_LABELS[kind]}</span>
              </span>
              {canChange && (
                <Button variant="quiet" disabled={busy} onClick={() => void unlink(kind, item.id)}>
                  Unlink {item.name}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canChange && state.hydrated && <LinkHomebrewForm />}
    </section>
  );
}
