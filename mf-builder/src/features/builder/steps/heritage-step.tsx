import { useState } from 'react';
import { AncestrySummary, CommunitySummary, FeatureList } from '@duality/ui/game';
import { choicesOf, isHomebrew, RadioChoices, SelectChoice } from '../components/choice-fields';
import type { StepProps } from './step-props';

/** An ancestry (or a mixed one: the first feature of one and the second of another) and a community. */
export function HeritageStep({ draft, catalog }: StepProps) {
  const { character } = draft;
  const [mixed, setMixed] = useState(character.ancestry.length === 2);
  const ancestryChoices = choicesOf(catalog.ancestries.values());
  const [first, second] = character.ancestry.map((id) => catalog.ancestries.get(id));
  const community = character.community === null ? undefined : catalog.communities.get(character.community);
  return (
    <>
      <RadioChoices
        legend="Ancestry"
        choices={[
          { value: 'single', label: 'One ancestry' },
          { value: 'mixed', label: 'Mixed ancestry' },
        ]}
        value={mixed ? 'mixed' : 'single'}
        onChange={(mode) => {
          setMixed(mode === 'mixed');
          draft.update({ ancestry: character.ancestry.slice(0, 1) });
        }}
      />
      {mixed ? (
        <>
          <SelectChoice
            label="First feature from"
            emptyLabel="Choose an ancestry…"
            choices={ancestryChoices}
            value={character.ancestry[0] ?? null}
            onChange={(id) =>
              draft.update({ ancestry: [id ?? '', character.ancestry[1] ?? ''].filter(Boolean) })
            }
          />
          <SelectChoice
            label="Second feature from"
            emptyLabel="Choose an ancestry…"
            choices={ancestryChoices}
            value={character.ancestry[1] ?? null}
            disabled={character.ancestry[0] === undefined}
            onChange={(id) =>
              draft.update({
                ancestry: id === null ? character.ancestry.slice(0, 1) : [character.ancestry[0], id],
              })
            }
          />
          <FeatureList
            label="Ancestry features you take"
            features={[...(first?.features.slice(0, 1) ?? []), ...(second?.features.slice(1, 2) ?? [])]}
          />
        </>
      ) : (
        <>
          <SelectChoice
            label="Your ancestry"
            emptyLabel="Choose an ancestry…"
            choices={ancestryChoices}
            value={character.ancestry[0] ?? null}
            onChange={(id) => draft.update({ ancestry: id === null ? [] : [id] })}
          />
          {first !== undefined && <AncestrySummary value={first} homebrew={isHomebrew(first)} />}
        </>
      )}
      <SelectChoice
        label="Community"
        emptyLabel="Choose a community…"
        choices={choicesOf(catalog.communities.values())}
        value={character.community}
        onChange={(id) => draft.update({ community: id })}
      />
      {community !== undefined && <CommunitySummary value={community} homebrew={isHomebrew(community)} />}
    </>
  );
}
