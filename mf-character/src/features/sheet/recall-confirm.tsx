import { useEffect, useRef, useState } from 'react';
import { MAX_LOADOUT, type Catalog, type Character } from '@duality/rules';
import { Select } from '@duality/ui/select';
import { Switch } from '@duality/ui/controls';
import { Button } from '@duality/ui';

export interface RecallRequest {
  resting: boolean;
  swapOut: string | undefined;
}

/**
 * Before a vault card comes back: says what it costs (its Recall Cost in Stress outside a rest, nothing at a
 * rest) and, when the loadout is full, which loadout card goes to the vault in its place. Nothing moves until
 * the player confirms.
 */
export function RecallConfirm({
  character,
  catalog,
  cardId,
  onConfirm,
  onCancel,
}: {
  character: Character;
  catalog: Catalog;
  cardId: string;
  onConfirm: (request: RecallRequest) => void;
  onCancel: () => void;
}) {
  const [resting, setResting] = useState(false);
  const [swapOut, setSwapOut] = useState<string | undefined>(undefined);
  // The Move button that opened this is gone: the keyboard focus comes to the choice it asked for.
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  const card = catalog.domainCards.get(cardId);
  const name = card?.name ?? cardId;
  const cost = card?.recallCost ?? 0;
  const full = character.domainCards.loadout.length >= MAX_LOADOUT;
  const price = resting || cost === 0 ? 'free' : `mark ${cost} Stress`;
  return (
    <div className="sheet-recall" role="group" aria-label={`Bring ${name} back to the loadout`}>
      <p>
        {resting
          ? `At a rest, ${name} moves to the loadout for free.`
          : `Outside a rest, bringing ${name} back costs its Recall Cost: ${cost} Stress.`}
      </p>
      <Switch label="I am taking a rest" checked={resting} onCheckedChange={setResting} />
      {full && (
        <Select
          label="Send to the vault in its place"
          placeholder="Choose a loadout card"
          value={swapOut}
          onValueChange={setSwapOut}
          options={character.domainCards.loadout.map((id) => ({
            value: id,
            label: catalog.domainCards.get(id)?.name ?? id,
          }))}
        />
      )}
      <div className="sheet-row">
        <Button
          ref={confirm}
          disabled={full && swapOut === undefined}
          onClick={() => onConfirm({ resting, swapOut })}
        >
          Recall {name} ({price})
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
