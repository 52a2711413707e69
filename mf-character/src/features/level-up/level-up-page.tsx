import { useState } from 'react';
import { Link } from '@duality/libs/router';
import type { AreaPageProps } from '@duality/area-kit';
import {
  applyLevelUp,
  companionUpgradesDue,
  isTierAchievementLevel,
  LEVELS,
  levelUpErrors,
  type Catalog,
} from '@duality/rules';
import type { CharacterEntry } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { CharacterGate } from '../../components/character-gate';
import { useSheetSettings } from '../../lib/advance-settings';
import { LevelUpChoices } from './level-up-choices';
import { LevelUpDone } from './level-up-done';
import {
  activePicks,
  draftSelections,
  emptyDraft,
  pickSelections,
  type LevelUpDraft,
} from './level-up-draft';
import { LevelUpReview } from './level-up-review';
import './level-up.css';
import { sheetPath } from '../../lib/paths';
import { Button } from '@duality/ui';

/** /character/level-up/:id: choose, review, then apply one level-up. */
export function LevelUpPage({ params }: AreaPageProps<{ id: number }>) {
  return (
    <CharacterGate id={params.id}>
      {(entry, catalog) => <LevelUp key={entry.id} entry={entry} catalog={catalog} />}
    </CharacterGate>
  );
}

type Stage = { name: 'choose' } | { name: 'review' } | { name: 'done'; level: number };

function LevelUp({ entry, catalog }: { entry: CharacterEntry; catalog: Catalog }) {
  const { id, character } = entry;
  const { characters } = useDataStores();
  const [settings, updateSettings] = useSheetSettings(id);
  const [draft, setDraft] = useState<LevelUpDraft>(emptyDraft);
  const [stage, setStage] = useState<Stage>({ name: 'choose' });
  const [errors, setErrors] = useState<string[]>([]);
  const level = character.level + 1;
  const tierAchievement = isTierAchievementLevel(level);
  const companionDue = companionUpgradesDue(character, pickSelections(level, activePicks(draft)));
  const selections = draftSelections(level, draft, { tierAchievement, companionDue });
  const name = character.name || 'Your character';

  const review = () => {
    const found = levelUpErrors(character, selections, catalog);
    setErrors(found);
    if (found.length === 0) setStage({ name: 'review' });
  };
  const apply = () => {
    try {
      characters.update(id, (current) => {
        const result = applyLevelUp(current, selections, catalog);
        if (!result.ok) throw new Error(result.errors.join(' '));
        return result.character;
      });
      setStage({ name: 'done', level });
      setDraft(emptyDraft());
    } catch (err) {
      setErrors([err instanceof Error ? err.message : String(err)]);
      setStage({ name: 'choose' });
    }
  };

  if (stage.name === 'done')
    return (
      <LevelUpDone
        id={id}
        name={name}
        level={stage.level}
        fanfare={settings.levelingFanfare}
        canLevelAgain={character.level < LEVELS.max}
        onLevelAgain={() => setStage({ name: 'choose' })}
      />
    );

  const result = stage.name === 'review' ? applyLevelUp(character, selections, catalog) : null;
  return (
    <section className="dh-page level-up-page">
      <h1>Level up {name}</h1>
      <p>
        Level {character.level} to {level}.{' '}
        <Link to={sheetPath(id)} className="character-back">
          Back to the sheet
        </Link>
      </p>
      <label className="level-up-check">
        <input
          type="checkbox"
          checked={settings.levelingFanfare}
          onChange={(e) => updateSettings({ levelingFanfare: e.currentTarget.checked })}
        />
        Levelling fanfare
      </label>
      {character.level >= LEVELS.max ? (
        <p role="status">
          {name} is at level {LEVELS.max}, the highest level.
        </p>
      ) : result?.ok ? (
        <>
          <LevelUpReview before={character} after={result.character} catalog={catalog} />
          <div className="level-up-actions">
            <Button variant="quiet" onClick={() => setStage({ name: 'choose' })}>
              Change choices
            </Button>
            <Button onClick={apply}>Apply level up</Button>
          </div>
        </>
      ) : (
        <form
          noValidate
          aria-label="Level-up choices"
          onSubmit={(e) => {
            e.preventDefault();
            review();
          }}
        >
          <LevelUpChoices
            character={character}
            catalog={catalog}
            draft={draft}
            onChange={setDraft}
            tierAchievement={tierAchievement}
          />
          {errors.length > 0 && (
            <div role="alert" className="dh-form-message dh-form-message--error">
              <p>Fix these before reviewing:</p>
              <ul>
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </div>
          )}
          <Button type="submit">Review level up</Button>
        </form>
      )}
    </section>
  );
}
