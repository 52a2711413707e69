import { useEffect, useState } from 'react';
import type { Bus } from '@duality/bus';
import { ConfirmDialog } from '@duality/ui';
import type { TagManager } from '../../lib/tag-manager';
import {
  CONSENT_SET_ASIDE_MESSAGE,
  decideConsent,
  readConsent,
  setAsideUnreadableConsent,
  type ConsentStatus,
} from '../../lib/consent';

export interface ConsentHostProps {
  bus: Bus;
  tagManager: TagManager;
  storage: Storage;
  now?: () => number;
}

/**
 * Reads the consent at start, announces it on the bus (replay-last), applies it to the tag manager, and
 * asks with the consent dialog when readConsent says to (no record, or a refusal 14 days old).
 */
export function ConsentHost({ bus, tagManager, storage, now = Date.now }: ConsentHostProps) {
  // An unreadable record is set aside first (the dialog then asks again and says why).
  const [setAside] = useState(() => setAsideUnreadableConsent(storage));
  const [status, setStatus] = useState<ConsentStatus>(() => readConsent(storage, now()));
  const { granted, decidedAt } = status;
  useEffect(() => {
    bus.publish('consent.changed', { granted, decidedAt });
  }, [bus, granted, decidedAt]);
  useEffect(() => {
    // A grant from an earlier visit applies at start; later decisions apply in decide().
    if (readConsent(storage, now()).granted) tagManager.applyConsent(true);
  }, [tagManager, storage, now]);
  const decide = (granted: boolean) => {
    const next = decideConsent(storage, granted, now());
    tagManager.applyConsent(granted);
    setStatus(next);
  };
  return (
    <ConfirmDialog
      open={status.prompt}
      onOpenChange={(open) => {
        if (!open) setStatus((s) => ({ ...s, prompt: false }));
      }}
      title="Cookies and analytics"
      description={`${setAside ? `${CONSENT_SET_ASIDE_MESSAGE} ` : ''}Duality would like to use analytics cookies to learn which features people use. Nothing is loaded unless you accept. You can change your mind later: we ask again in two weeks if you decline.`}
      confirmLabel="Accept"
      cancelLabel="Decline"
      onConfirm={() => decide(true)}
      onCancel={() => decide(false)}
    />
  );
}
