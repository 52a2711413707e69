// The app's own consent dialog, loaded only when the app has to ask itself: the record was unreadable (the
// page's early dialog leaves it to the app, which sets it aside first and says why it asks again), or the
// page has no early dialog. A first visit is asked by the early dialog in the page's HTML instead.
import { useLayoutEffect, useState } from 'react';
import { ConfirmDialog } from '@duality/ui';
import type { ConsentStatus } from '../../lib/consent';
import { decideConsent, hasUnreadableConsent, setAsideUnreadableConsent } from '../../lib/consent-choice';
import { CONSENT_SET_ASIDE_MESSAGE, consentWords } from '../../lib/consent-words';

export interface ConsentDialogProps {
  storage: Storage;
  now: () => number;
  /** Accept or Decline, stored. */
  onDecided: (status: ConsentStatus) => void;
  /** Closed without a choice (Escape): not asked again on this page. */
  onDismissed: () => void;
}

export default function ConsentDialog({ storage, now, onDecided, onDismissed }: ConsentDialogProps) {
  // An unreadable record is set aside first, and the dialog says why it asks again. The render only reads;
  // the move waits for the commit, since React may render a component more than once before it mounts it
  // (a retry after a suspended sibling, an interrupted render) and a second move would find nothing.
  const [unreadable] = useState(() => hasUnreadableConsent(storage));
  // A layout effect: it runs before the browser paints, so no Accept or Decline can overwrite the record first.
  useLayoutEffect(() => {
    setAsideUnreadableConsent(storage);
  }, [storage]);
  const [open, setOpen] = useState(true);
  const decide = (granted: boolean) => {
    setOpen(false);
    onDecided(decideConsent(storage, granted, now()));
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setOpen(false);
        onDismissed();
      }}
      title={consentWords.title}
      description={`${unreadable ? `${CONSENT_SET_ASIDE_MESSAGE} ` : ''}${consentWords.description}`}
      confirmLabel={consentWords.accept}
      cancelLabel={consentWords.decline}
      onConfirm={() => decide(true)}
      onCancel={() => decide(false)}
    />
  );
}
