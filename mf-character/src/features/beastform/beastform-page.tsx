import { useState } from 'react';
import { Link } from '@duality/libs/router';
import type { AreaPageProps } from '@duality/area-kit';
import { canShapeshift, shapeshiftErrors, tierForLevel, type Catalog } from '@duality/rules';
import type { CharacterEntry } from '@duality/stores';
import { CharacterGate } from '../../components/character-gate';
import { useSheetSettings } from '../../lib/advance-settings';
import { asShapeshift, BeastformChoice, emptyChoice, type Choice } from './beastform-choice';
import { BeastformEffects } from './beastform-effects';
import './beastform.css';
import { sheetPath } from '../../lib/paths';
import { Button } from '@duality/ui';

/** /character/beastform/:id: a Druid chooses a Beastform (plain, evolved or hybrid) and sees what it changes. */
export function BeastformPage({ params }: AreaPageProps<{ id: number }>) {
  return (
    <CharacterGate id={params.id}>
      {(entry, catalog) => <Beastform key={entry.id} entry={entry} catalog={catalog} />}
    </CharacterGate>
  );
}

function Beastform({ entry, catalog }: { entry: CharacterEntry; catalog: Catalog }) {
  const { id, character } = entry;
  const [settings, update] = useSheetSettings(id);
  const [choice, setChoice] = useState<Choice>(() => ({
    shapeshiftForm: settings.shapeshiftForm ?? '',
    upgradedForm: settings.upgradedForm ?? '',
    hybridForms: settings.hybridForms,
    hybridAdvantages: settings.hybridAdvantages,
    hybridFeatures: settings.hybridFeatures,
  }));
  const [submitted, setSubmitted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const name = character.name || 'Your character';
  const forms = [...catalog.beastforms.values()];
  const tier = tierForLevel(character.level);
  const errors = shapeshiftErrors(asShapeshift(choice), forms, tier);

  if (!canShapeshift(character, catalog))
    return (
      <section className="dh-page beastform-page">
        <h1>Beastform</h1>
        <p>
          Only a Druid can take a Beastform.{' '}
          <Link to={sheetPath(id)} className="character-back">
            Back to the sheet
          </Link>
        </p>
      </section>
    );

  const shift = () => {
    setSubmitted(true);
    if (errors.length > 0) return;
    const state = asShapeshift(choice);
    update({
      shapeshiftForm: state.shapeshiftForm ?? null,
      upgradedForm: state.upgradedForm ?? null,
      hybridForms: choice.hybridForms,
      hybridAdvantages: choice.hybridAdvantages,
      hybridFeatures: choice.hybridFeatures,
    });
    setMessage(`${name} shifted into ${catalog.beastforms.get(choice.shapeshiftForm)?.name ?? 'a form'}.`);
  };
  const drop = () => {
    update({
      shapeshiftForm: null,
      upgradedForm: null,
      hybridForms: [],
      hybridAdvantages: [],
      hybridFeatures: [],
    });
    setChoice(emptyChoice());
    setSubmitted(false);
    setMessage(`${name} is back in their own form.`);
  };

  return (
    <section className="dh-page beastform-page">
      <h1>Beastform for {name}</h1>
      <p>
        Tier {tier}: forms of tier {tier} or lower.{' '}
        <Link to={sheetPath(id)} className="character-back">
          Back to the sheet
        </Link>
      </p>
      <form
        noValidate
        aria-label="Choose a Beastform"
        onSubmit={(e) => {
          e.preventDefault();
          shift();
        }}
      >
        <BeastformChoice forms={forms} tier={tier} choice={choice} onChange={setChoice} />
        {submitted && errors.length > 0 && (
          <div role="alert" className="dh-form-message dh-form-message--error">
            <ul>
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="beastform-actions">
          <Button type="submit">Shift</Button>
          {settings.shapeshiftForm && (
            <Button variant="quiet" onClick={drop}>
              Return to your own form
            </Button>
          )}
        </div>
      </form>
      {message && <p role="status">{message}</p>}
      {settings.shapeshiftForm && (
        <BeastformEffects character={character} catalog={catalog} shapeshift={settings} />
      )}
    </section>
  );
}
