import { useCharacters } from '../hooks/use-character';
import { savingLabel, savingStatus } from './saving-status';

/** A quiet line saying whether the sheet's changes are saved: never a toast per click. */
export function SavingIndicator({ id }: { id: number }) {
  const status = savingStatus(useCharacters(), id);
  return (
    <p className={`sheet-saving sheet-saving--${status.kind}`} role="status" aria-live="polite">
      {savingLabel(status)}
    </p>
  );
}
