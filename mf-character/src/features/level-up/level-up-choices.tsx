import {
  companionUpgradesDue,
  levelUpOptions,
  markedTraits,
  type Catalog,
  type Character,
} from '@duality/rules';
import { TextField } from '@duality/ui';
import { LabelledSelect } from '../../components/labelled-select';
import { AdvancementPicker } from './advancement-picker';
import { CardExchangeChoice } from './card-exchange';
import { CompanionUpgrades } from './companion-upgrades';
import { activePicks, cardChoices, pickSelections, type LevelUpDraft } from './level-up-draft';

export interface LevelUpChoicesProps {
  character: Character;
  catalog: Catalog;
  draft: LevelUpDraft;
  onChange: (draft: LevelUpDraft) => void;
  tierAchievement: boolean;
}

/** Every choice of one level-up, in the SRD's order: tier achievement, two advancements, the new card. */
export function LevelUpChoices({
  character,
  catalog,
  draft,
  onChange,
  tierAchievement,
}: LevelUpChoicesProps) {
  const level = character.level + 1;
  const [first, second] = draft.picks;
  const picks = activePicks(draft);
  const takesBoth =
    first !== null && picks.length === 1 && (first.type === 'proficiency' || first.type === 'multiclass');
  const marked = markedTraits(character, level);
  const multiclassPick = picks.find((p) => p.type === 'multiclass');
  const multiDomain = character.multiclass?.domain ?? (multiclassPick?.domain || undefined);
  const taken = new Set(picks.filter((p) => p.type === 'domainCard').flatMap((p) => p.values));
  if (draft.exchange.take) taken.add(draft.exchange.take);
  const cards = cardChoices(character, catalog, level, multiDomain).filter((c) => !taken.has(c.id));
  const due = companionUpgradesDue(character, pickSelections(level, picks));
  const common = { character, catalog, level, marked };

  return (
    <>
      {tierAchievement && (
        <section className="level-up-section" aria-labelledby="level-up-achievement">
          <h2 id="level-up-achievement">Tier achievement</h2>
          <p>
            At level {level} you gain a new Experience at +2 and +1 Proficiency
            {level === 5 || level === 8 ? ', and every marked trait is cleared' : ''}.
          </p>
          <TextField
            label="New Experience"
            value={draft.experience}
            maxLength={100}
            onChange={(e) => onChange({ ...draft, experience: e.currentTarget.value })}
          />
          {character.companion && (
            <TextField
              label="Your companion's new Experience"
              value={draft.companionExperience}
              maxLength={100}
              onChange={(e) => onChange({ ...draft, companionExperience: e.currentTarget.value })}
            />
          )}
        </section>
      )}
      <section className="level-up-section" aria-labelledby="level-up-advancements">
        <h2 id="level-up-advancements">Advancements</h2>
        <p>Choose two, from your tier or below. Proficiency and multiclassing take both.</p>
        <AdvancementPicker
          {...common}
          label="First advancement"
          options={levelUpOptions(character, level)}
          pick={first}
          onChange={(pick) => onChange({ ...draft, picks: [pick, second] })}
        />
        {takesBoth ? (
          <p className="level-up-note">Your first advancement takes both picks.</p>
        ) : (
          <AdvancementPicker
            {...common}
            label="Second advancement"
            options={levelUpOptions(character, level, first ? pickSelections(level, [first]) : [])}
            pick={second}
            onChange={(pick) => onChange({ ...draft, picks: [first, pick] })}
          />
        )}
      </section>
      <section className="level-up-section" aria-labelledby="level-up-card">
        <h2 id="level-up-card">New domain card</h2>
        <LabelledSelect
          label="Domain card"
          value={draft.card}
          placeholder="Choose a card"
          options={cards.map((c) => [c.id, `${c.name} (${c.domain} level ${c.level})`])}
          onChange={(card) => onChange({ ...draft, card })}
        />
        <CardExchangeChoice
          character={character}
          catalog={catalog}
          level={level}
          multiclassDomain={multiDomain}
          newCard={draft.card}
          exchange={draft.exchange}
          onChange={(exchange) => onChange({ ...draft, exchange })}
        />
      </section>
      {character.companion && (
        <CompanionUpgrades
          companion={character.companion}
          due={due}
          picks={draft.companion}
          onChange={(companion) => onChange({ ...draft, companion })}
        />
      )}
    </>
  );
}
