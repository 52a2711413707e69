// "Use as template": start the form from a copy of an SRD entry of the kind (the built-in content).
import { useId, useState } from 'react';
import type { HomebrewKind } from '@duality/rules';
import type { HomebrewRecord } from '@duality/stores';
import { useDataStores, useLibrary } from '@duality/stores/react';
import { Button } from '@duality/ui';

export function TemplatePicker<K extends HomebrewKind>({
  kind,
  noun,
  onUse,
}: {
  kind: K;
  noun: string;
  onUse: (record: HomebrewRecord<K>) => void;
}) {
  const library = useLibrary(useDataStores().homebrew, kind);
  const builtins = library.list.filter((entry) => entry.created_at === undefined);
  const [chosen, setChosen] = useState('');
  const id = useId();
  if (!library.builtinsLoaded) return <p role="status">Loading the SRD {noun} templates…</p>;
  const template = builtins.find((entry) => entry.id === chosen);
  return (
    <div className="hb-template">
      <div className="dh-field">
        <label htmlFor={id}>Start from a copy of an SRD {noun}</label>
        <select id={id} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Choose an SRD {noun}</option>
          {builtins.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      <Button variant="quiet" disabled={!template} onClick={() => template && onUse(template)}>
        Use as template
      </Button>
    </div>
  );
}
