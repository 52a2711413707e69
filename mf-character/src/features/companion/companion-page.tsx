import { Link } from '@duality/libs/router';
import type { AreaPageProps } from '@duality/area-kit';
import { hasCompanionFeature } from '@duality/rules';
import { CharacterGate } from '../../components/character-gate';
import { CompanionForm } from './companion-form';
import { CompanionStats } from './companion-stats';
import './companion.css';
import { sheetPath } from '../../lib/paths';

/** /character/companion/:id: the Beastbound ranger's companion sheet. */
export function CompanionPage({ params }: AreaPageProps<{ id: number }>) {
  return (
    <CharacterGate id={params.id}>
      {({ id, character }, catalog) => (
        <section className="dh-page companion-page">
          <h1>Companion of {character.name || 'your character'}</h1>
          <p>
            <Link to={sheetPath(id)} className="character-back">
              Back to the sheet
            </Link>
          </p>
          {hasCompanionFeature(character, catalog) ? (
            <>
              <CompanionForm key={id} id={id} character={character} catalog={catalog} />
              <CompanionStats id={id} character={character} catalog={catalog} />
            </>
          ) : (
            <p>Only a Beastbound ranger has a companion.</p>
          )}
        </section>
      )}
    </CharacterGate>
  );
}
