import { useState } from 'react';
import { Button } from './button/button';

export interface ErrorPanelProps {
  /** What failed, in the user's words, e.g. "Characters couldn't be loaded". */
  title: string;
  /** The underlying error message. */
  message: string;
  /** Called by the Retry button; the panel shows progress until it settles. */
  onRetry?: () => Promise<void> | void;
}

/** An inline, announced error with a Retry button: what an area's outlet shows when the area fails. */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    if (!onRetry) return;
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <section className="dh-error-panel" role="alert" aria-live="assertive">
      <h2>{title}</h2>
      <p className="dh-error-panel__message">{message}</p>
      <p>The rest of Duality still works. You can try again now, or use the menu to go elsewhere.</p>
      {onRetry && (
        <Button onClick={retry} busy={retrying} busyLabel="Retrying…">
          Retry
        </Button>
      )}
    </section>
  );
}
