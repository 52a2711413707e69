import { useState } from 'react';
import {
  extraDomainCardsOwed,
  takeExtraDomainCard,
  type Catalog,
  type Character,
  type DerivedSheet,
} from '@duality/rules';
import { Select } from '@duality/ui/select';
import { Button } from '@duality/ui';

/**
 * A card a feature still owes (School of Knowledge's Prepared and its later upgrades): a card of the
 * character's level or lower from one of its domains, taken by `takeExtraDomainCard`. Shown only while owed.
 */
export function ExtraCardPicker({
  character,
  sheet,
  catalog,
  onTake,
}: {
  character: Character;
  sheet: DerivedSheet;
  catalog: Catalog;
  onTake: (next: Character, name: string) => void;
}) {
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const owed = extraDomainCardsOwed(character, catalog);
  if (owed < 1) return null;
  const held = new Set([...character.domainCards.loadout, ...character.domainCards.vault]);
  const options = [...catalog.domainCards.values()]
    .filter((c) => c.level <= character.level && sheet.domains.includes(c.domain) && !held.has(c.id))
    .sort((a, b) => a.level - b.level || a.name.localeCompare(b.name))
    .map((c) => ({ value: c.id, label: c.name, description: `${c.domain} level ${c.level}, ${c.type}` }));
  const take = () => {
    const card = choice ? catalog.domainCards.get(choice) : undefined;
    if (!card) return;
    const result = takeExtraDomainCard(character, card, catalog);
    if (!result.ok) return setError(result.error);
    setError(null);
    setChoice(undefined);
    onTake(result.character, card.name);
  };
  return (
    <div className="sheet-extra-card">
      <p>
        Your features grant {owed === 1 ? 'one more domain card' : `${owed} more domain cards`}: one of your
        level or lower, from your domains.
      </p>
      <Select
        label="Extra domain card"
        placeholder="Choose a card"
        value={choice}
        onValueChange={setChoice}
        options={options}
        error={error ?? undefined}
      />
      <Button disabled={choice === undefined} onClick={take}>
        Take this card
      </Button>
    </div>
  );
}
