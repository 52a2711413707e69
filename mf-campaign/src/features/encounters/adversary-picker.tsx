import { useMemo, useState } from 'react';
import { ADVERSARY_TYPES, BATTLE_POINT_COSTS, type Adversary } from '@duality/rules';
import { SegmentedControl } from '@duality/ui/controls';
import { Select } from '@duality/ui/select';
import { TYPE_NAMES } from './use-gm-content';
import { Button } from '@duality/ui';

/** Results listed at once: the search narrows them (a long list would push the encounter off the screen). */
const LISTED = 8;
const TIERS = [
  { value: 'all', label: 'All' },
  { value: '1', label: 'Tier 1' },
  { value: '2', label: 'Tier 2' },
  { value: '3', label: 'Tier 3' },
  { value: '4', label: 'Tier 4' },
] as const;
const TYPES = [
  { value: 'all', label: 'Every type' },
  ...ADVERSARY_TYPES.map((t) => ({ value: t, label: TYPE_NAMES[t] })),
];

/** Finds adversaries by name, tier and type, each with its Battle Points cost and an Add button. */
export function AdversaryPicker({
  adversaries,
  onAdd,
}: {
  adversaries: readonly Adversary[];
  onAdd: (adversary: Adversary) => void;
}) {
  const [query, setQuery] = useState('');
  const [tier, setTier] = useState<(typeof TIERS)[number]['value']>('all');
  const [type, setType] = useState('all');
  const found = useMemo(() => {
    const q = query.trim().toLowerCase();
    return adversaries.filter(
      (a) =>
        (tier === 'all' || a.tier === Number(tier)) &&
        (type === 'all' || a.type === type) &&
        (q === '' || a.name.toLowerCase().includes(q)),
    );
  }, [adversaries, query, tier, type]);
  return (
    <div className="campaign-picker">
      <div className="dh-field">
        <label htmlFor="adversary-search">Search adversaries</label>
        <input id="adversary-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <SegmentedControl legend="Tier" options={TIERS} value={tier} onValueChange={setTier} />
      <Select label="Type" options={TYPES} value={type} onValueChange={setType} />
      <p className="campaign-picker__count" role="status">
        {found.length === 0 ? 'No adversary matches.' : `${found.length} found`}
      </p>
      <ul className="campaign-picker__list" aria-label="Adversaries found">
        {found.slice(0, LISTED).map((a) => (
          <li key={a.id}>
            <span>
              <strong>{a.name}</strong> · Tier {a.tier} {TYPE_NAMES[a.type]} ·{' '}
              {a.type === 'minion' ? '1 BP per group' : `${BATTLE_POINT_COSTS[a.type]} BP`}
            </span>
            <Button variant="quiet" onClick={() => onAdd(a)} aria-label={`Add ${a.name}`}>
              Add
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
