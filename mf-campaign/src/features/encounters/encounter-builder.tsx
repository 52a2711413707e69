import { useState, type FormEvent } from 'react';
import { battleBudget, type Adversary, type EncounterPlan } from '@duality/rules';
import { useDataStores } from '@duality/stores/react';
import { NumberStepper } from '@duality/ui/controls';
import { Select } from '@duality/ui/select';
import { AdversaryPicker } from './adversary-picker';
import { TYPE_NAMES, type GmContent } from './use-gm-content';
import { Button } from '@duality/ui';

/** The plan the rules price: one entry per adversary type and tier, counted. */
export function planOf(partySize: number, picks: readonly Adversary[]): EncounterPlan {
  const counts = new Map<string, { type: Adversary['type']; tier: number; count: number }>();
  for (const a of picks) {
    const key = `${a.type}:${a.tier}`;
    const entry = counts.get(key) ?? { type: a.type, tier: a.tier, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return { partySize, adversaries: [...counts.values()] };
}

/**
 * Builds a fight within the SRD's Battle Points budget ([3 x characters] + 2 and its adjustments): what is spent
 * and left is shown as adversaries are added, and a fight over budget is refused with the reason.
 */
export function EncounterBuilder({
  campaignId,
  characters,
  content,
  onSaved,
}: {
  campaignId: number;
  characters: number;
  content: GmContent;
  onSaved: (id: number) => void;
}) {
  const { encounters } = useDataStores();
  const [name, setName] = useState('');
  const [partySize, setPartySize] = useState(Math.max(1, characters));
  const [environment, setEnvironment] = useState('none');
  const [picks, setPicks] = useState<Adversary[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const budget = battleBudget(planOf(partySize, picks));
  const choose = (next: Adversary[]) => {
    setPicks(next);
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (picks.length === 0) return setError('Add at least one adversary to the fight.');
    if (budget.overReason) return setError(budget.overReason);
    setBusy(true);
    const cards = picks.map((a, i) => ({
      adversaryId: a.id,
      label: `${a.name} ${picks.slice(0, i + 1).filter((p) => p.id === a.id).length}`,
      hpMarked: 0,
      stressMarked: 0,
      conditions: [],
      revealed: false,
    }));
    const res = await encounters.save(
      campaignId,
      { name, environmentId: environment === 'none' ? null : environment, cards },
      { partySize },
    );
    setBusy(false);
    if (res.ok) onSaved(res.id);
    else setError(res.message);
  };
  const environments = [
    { value: 'none', label: 'No environment' },
    ...content.environments.map((e) => ({ value: e.id, label: `${e.name} (Tier ${e.tier})` })),
  ];
  return (
    <form className="campaign-builder" onSubmit={(e) => void submit(e)} noValidate aria-label="New encounter">
      <div className="dh-field">
        <label htmlFor="encounter-name">Encounter name</label>
        <input id="encounter-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      </div>
      <NumberStepper
        label="Characters in the fight"
        value={partySize}
        min={1}
        max={12}
        onChange={setPartySize}
      />
      <Select label="Environment" options={environments} value={environment} onValueChange={setEnvironment} />
      <p className="campaign-budget" role="status" data-over={budget.left < 0}>
        <strong>
          Battle Points: {budget.spent} spent of {budget.budget}, {budget.left} left
        </strong>
        {budget.adjustments.map((a) => (
          <span key={a.reason} className="campaign-budget__adjustment">
            {a.reason}: {a.points > 0 ? `+${a.points}` : a.points}
          </span>
        ))}
      </p>
      {budget.overReason && <p className="dh-field__error">{budget.overReason}</p>}
      {picks.length > 0 && (
        <ul className="campaign-picks" aria-label="Adversaries in the fight">
          {picks.map((a, i) => (
            <li key={`${a.id}-${i}`}>
              <span>
                {a.name} · {TYPE_NAMES[a.type]}
              </span>
              <Button
                variant="quiet"
                aria-label={`Take out ${a.name}`}
                onClick={() => choose(picks.filter((_, j) => j !== i))}
              >
                Take out
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AdversaryPicker adversaries={content.adversaries} onAdd={(a) => choose([...picks, a])} />
      {error && (
        <p className="dh-field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        Save the encounter
      </Button>
    </form>
  );
}
