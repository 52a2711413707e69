import type { Companion } from '@duality/rules';
import { LabelledSelect } from '../../components/labelled-select';
import { COMPANION_UPGRADE_IDS, COMPANION_UPGRADE_LABELS } from '../../lib/companion-upgrades';
import type { CompanionPick } from './level-up-draft';

export interface CompanionUpgradesProps {
  companion: Companion;
  /** How many upgrades this level-up takes (one, more with Expert or Advanced Training). */
  due: number;
  picks: readonly CompanionPick[];
  onChange: (picks: CompanionPick[]) => void;
}

const blank = (): CompanionPick => ({ upgrade: '', experience: '', step: 'damage' });

/** The companion's level-up options (SRD: Beastbound): `due` of them, with what Intelligent and Vicious need. */
export function CompanionUpgrades({ companion, due, picks, onChange }: CompanionUpgradesProps) {
  const rows = Array.from({ length: due }, (_, i) => picks[i] ?? blank());
  const set = (i: number, pick: CompanionPick) => onChange(rows.map((p, j) => (j === i ? pick : p)));
  const name = companion.name || 'your companion';
  return (
    <section className="level-up-section" aria-labelledby="level-up-companion">
      <h2 id="level-up-companion">Companion</h2>
      <p>
        Choose {due} level-up option{due > 1 ? 's' : ''} for {name}.
      </p>
      {rows.map((pick, i) => (
        <div key={i} className="level-up-pick">
          <LabelledSelect
            label={`Companion upgrade ${i + 1}`}
            value={pick.upgrade}
            placeholder="Choose an upgrade"
            options={COMPANION_UPGRADE_IDS.map((id) => [id, COMPANION_UPGRADE_LABELS[id]])}
            onChange={(upgrade) => set(i, { ...pick, upgrade })}
          />
          {pick.upgrade === 'intelligent' && (
            <LabelledSelect
              label="Companion Experience to raise"
              value={pick.experience}
              placeholder="Choose an Experience"
              options={companion.experience.map((e) => [e.name, `${e.name} +${e.score}`])}
              onChange={(experience) => set(i, { ...pick, experience })}
            />
          )}
          {pick.upgrade === 'vicious' && (
            <LabelledSelect
              label="Step up"
              value={pick.step}
              placeholder="Choose what steps up"
              options={[
                ['damage', 'Damage die'],
                ['range', 'Range'],
              ]}
              onChange={(step) => set(i, { ...pick, step: step === 'range' ? 'range' : 'damage' })}
            />
          )}
        </div>
      ))}
    </section>
  );
}
