import { Link } from '@duality/libs/router';
import { deriveSheet, type Catalog, type Character } from '@duality/rules';
import { useDataStores } from '@duality/stores/react';
import { companionUpgradeName } from '../../lib/companion-upgrades';
import { characterPagePath } from '../../lib/paths';
import { SlotTracker } from '@duality/ui/controls';

export interface CompanionStatsProps {
  id: number;
  character: Character;
  catalog: Catalog;
}

/** The companion's derived numbers, its Stress track and the level-up options it has taken. */
export function CompanionStats({ id, character, catalog }: CompanionStatsProps) {
  const { characters } = useDataStores();
  const companion = character.companion;
  const stats = deriveSheet(character, catalog).companion;
  if (!companion || !stats) return null;
  const marked = Math.min(companion.stress.current, stats.stressSlots);
  const setStress = (current: number) =>
    characters.update(id, (c) =>
      c.companion ? { ...c, companion: { ...c.companion, stress: { ...c.companion.stress, current } } } : c,
    );
  return (
    <section className="companion-section" aria-labelledby="companion-stats">
      <h2 id="companion-stats">{companion.name || 'Companion'}</h2>
      <dl className="companion-stats">
        <dt>Evasion</dt>
        <dd>{stats.evasion}</dd>
        <dt>Attack</dt>
        <dd>
          {companion.attack?.name ?? 'Attack'}: {stats.damageDie}, {stats.range}
        </dd>
      </dl>
      <SlotTracker
        layout="compact"
        className="companion-stress"
        label="Stress"
        slotLabel="Stress"
        resource="stress"
        value={marked}
        max={stats.stressSlots}
        onChange={setStress}
      />
      <h3>Level-up choices</h3>
      {companion.levelSelections.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul>
          {companion.levelSelections.map((s) => (
            <li key={s.id}>
              Level {s.level}: {companionUpgradeName(s.value)}
            </li>
          ))}
        </ul>
      )}
      <p>
        Each level-up takes an option for your companion too.{' '}
        <Link to={characterPagePath('levelUp', id)}>Level up</Link>
      </p>
    </section>
  );
}
