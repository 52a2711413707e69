import { lazy, Suspense, useEffect, useState } from 'react';
import type { Bus } from '@duality/bus';
import type { TagManager } from '../../lib/tag-manager';
import type { ConsentStatus } from '../../lib/consent';
import { consentAtStart, earlyChoice, onEarlyConsent, readEarlyConsent } from '../../lib/consent-early';

const ConsentDialog = lazy(() => import('./consent-dialog'));

export interface ConsentHostProps {
  bus: Bus;
  tagManager: TagManager;
  storage: Storage;
  now?: () => number;
}

/**
 * Reads the consent at start, announces it on the bus (replay-last) and applies it to the tag manager. The
 * page's HTML asks a first visitor before the app has loaded (the early dialog, `lib/consent-early.ts`): a
 * choice made there is in the storage when the app starts, or arrives while it runs, and is taken over here.
 * The app asks with its own dialog (`consent-dialog.tsx`, loaded then) only when the early one did not: an
 * unreadable record, or a page without the early dialog.
 */
export function ConsentHost({ bus, tagManager, storage, now = Date.now }: ConsentHostProps) {
  const [start] = useState(() => {
    const early = readEarlyConsent(document);
    return { status: consentAtStart(storage, now(), early), earlyAsking: early.state === 'ask' };
  });
  const [status, setStatus] = useState<ConsentStatus>(start.status);
  const { granted, decidedAt } = status;
  useEffect(() => {
    bus.publish('consent.changed', { granted, decidedAt });
  }, [bus, granted, decidedAt]);
  useEffect(() => {
    // A grant from an earlier visit, or from the early dialog before the app started, applies at start.
    if (start.status.granted) tagManager.applyConsent(true);
    if (!start.earlyAsking) return;
    // The early dialog still asked when the app started: its answer applies once it comes (or came already,
    // between the first render and this effect).
    const takeOver = () => {
      const early = readEarlyConsent(document);
      if (early.state === 'ask') return;
      stop();
      if (early.state === 'dismissed') return;
      const choice = earlyChoice(early);
      tagManager.applyConsent(choice.granted);
      setStatus(choice);
    };
    const stop = onEarlyConsent(window, takeOver);
    takeOver();
    return stop;
  }, [tagManager, start]);
  if (!status.prompt) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog
        storage={storage}
        now={now}
        onDecided={(next) => {
          tagManager.applyConsent(next.granted);
          setStatus(next);
        }}
        onDismissed={() => setStatus((s) => ({ ...s, prompt: false }))}
      />
    </Suspense>
  );
}
