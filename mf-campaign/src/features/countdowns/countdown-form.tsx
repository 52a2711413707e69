import { useState, type FormEvent } from 'react';
import type { Countdown } from '@duality/rules';
import { NumberStepper, SegmentedControl, Switch } from '@duality/ui/controls';
import { useDataStores } from '@duality/stores/react';
import { Button } from '@duality/ui';

const KINDS: { value: Countdown['kind']; label: string }[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'progress', label: 'Progress' },
  { value: 'consequence', label: 'Consequence' },
  { value: 'dynamic', label: 'Dynamic' },
];

/** A new countdown: its name, kind and start; hidden from the players unless the game master shows it. */
export function CountdownForm({ campaignId }: { campaignId: number }) {
  const { gmTable } = useDataStores();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<Countdown['kind']>('standard');
  const [start, setStart] = useState(4);
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const res = await gmTable.addCountdown(campaignId, { name, kind, start, visible });
    setBusy(false);
    // What was typed stays when the server refuses it; a success clears the name for the next one.
    if (res.ok) {
      setName('');
      setError(null);
    } else setError(res.message);
  };
  return (
    <form className="campaign-countdown-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="dh-field">
        <label htmlFor={`countdown-name-${campaignId}`}>Countdown name</label>
        <input
          id={`countdown-name-${campaignId}`}
          value={name}
          maxLength={80}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `countdown-error-${campaignId}` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <SegmentedControl legend="Kind" options={KINDS} value={kind} onValueChange={setKind} />
      <NumberStepper label="Starts at" value={start} min={1} max={12} onChange={setStart} />
      <Switch label="Players see it" checked={visible} onCheckedChange={setVisible} />
      {error && (
        <p id={`countdown-error-${campaignId}`} className="dh-field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        Add countdown
      </Button>
    </form>
  );
}
