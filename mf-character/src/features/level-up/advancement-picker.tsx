import type { AdvancementOption, Catalog, Character } from '@duality/rules';
import { LabelledSelect } from '../../components/labelled-select';
import { ADVANCEMENT_LABELS } from './advancement-labels';
import { newPick, type AdvancementPick } from './level-up-draft';
import { PickDetails } from './pick-details';

export interface AdvancementPickerProps {
  character: Character;
  catalog: Catalog;
  level: number;
  label: string;
  /** The boards as they stand before this pick (levelUpOptions with the earlier picks pending). */
  options: readonly AdvancementOption[];
  pick: AdvancementPick | null;
  marked: readonly string[];
  onChange: (pick: AdvancementPick | null) => void;
}

const keyOf = (o: { type: string; tier: number }) => `${o.type}@${o.tier}`;

/** One of the level's two advancement picks: an open slot from the boards, then what it needs. */
export function AdvancementPicker(props: AdvancementPickerProps) {
  const { options, pick, onChange, label } = props;
  const choose = (key: string) => {
    const option = options.find((o) => keyOf(o) === key);
    onChange(option ? newPick(option.type, option.tier) : null);
  };
  return (
    <div className="level-up-pick">
      <LabelledSelect
        label={label}
        value={pick ? keyOf(pick) : ''}
        placeholder="Choose an advancement"
        onChange={choose}
        options={options.map((o) => [
          keyOf(o),
          `Tier ${o.tier}: ${ADVANCEMENT_LABELS[o.type]} (${o.used} of ${o.slots} marked)${
            o.available ? '' : `: ${o.reason}`
          }`,
          // The current pick stays selectable even when it filled the board's last slot.
          !o.available && !(pick && keyOf(pick) === keyOf(o)),
        ])}
      />
      {pick && <PickDetails {...props} pick={pick} onChange={onChange} />}
    </div>
  );
}
