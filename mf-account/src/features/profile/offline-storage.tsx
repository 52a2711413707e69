import { useEffect, useMemo, useState } from 'react';
import type { OfflineUsage } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { browserAppCaches, formatBytes, type AppCaches } from './app-caches';
import { Button } from '@duality/ui';

const KIND_LABEL = { characters: 'Your characters', homebrew: 'Your homebrew' } as const;

const when = (ms: number) =>
  new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const appCachesOfPage = (): AppCaches => browserAppCaches(typeof caches === 'undefined' ? undefined : caches);

/**
 * What this device keeps for offline use, with sizes: the user's characters and homebrew (kept by the stores),
 * the app's files (the service worker's `duality-` caches), and the changes still waiting to be sent. Clear
 * asks first and never removes a waiting change (it says how many stay).
 */
export function OfflineStorage({ appCaches: given }: { appCaches?: AppCaches }) {
  const { offline } = useDataStores();
  const [appCaches] = useState(() => given ?? appCachesOfPage());
  /** Counts the clears: what is kept is read again after each. */
  const [version, setVersion] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the reason to read again
  const usage = useMemo<OfflineUsage>(() => offline.usage(), [offline, version]);
  const [files, setFiles] = useState<{ name: string; bytes: number }[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cleared, setCleared] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    appCaches.list().then(
      (list) => live && setFiles(list),
      () => live && setFiles([]),
    );
    return () => {
      live = false;
    };
  }, [appCaches, version]);

  const clear = async () => {
    const left = offline.clear();
    await appCaches.clear().catch(() => undefined);
    setConfirming(false);
    setCleared(
      left.waiting > 0
        ? `Cleared. ${notSent(left.waiting)} still kept and sent when the connection is back.`
        : 'Cleared. Your data is read from the server again next time; the app itself stays, so it still opens offline.',
    );
    setVersion((v) => v + 1);
  };

  const fileBytes = (files ?? []).reduce((n, f) => n + f.bytes, 0);
  const nothingKept = usage.kept.every((k) => k.bytes === 0) && fileBytes === 0;
  return (
    <div className="account-offline">
      <dl className="account-usage" aria-label="Kept on this device">
        {usage.kept.map((k) => (
          <div key={k.kind} className="account-usage__row" data-kept={k.kind}>
            <dt>
              {KIND_LABEL[k.kind]}
              {k.savedAt !== null && <small> as of {when(k.savedAt)}</small>}
            </dt>
            <dd>{k.bytes > 0 ? formatBytes(k.bytes) : 'Nothing kept'}</dd>
          </div>
        ))}
        <div className="account-usage__row" data-kept="app-files">
          <dt>The app’s files</dt>
          <dd>{files === null ? 'Counting…' : fileBytes > 0 ? formatBytes(fileBytes) : 'Nothing kept'}</dd>
        </div>
        {usage.waiting > 0 && (
          <div className="account-usage__row" data-kept="waiting">
            <dt>Changes not yet sent</dt>
            <dd>{usage.waiting}</dd>
          </div>
        )}
      </dl>
      {cleared && <p role="status">{cleared}</p>}
      {confirming ? (
        <div role="group" aria-label="Clear what this device keeps" className="account-offline__confirm">
          <p>
            Clear what this device keeps for offline use? Your characters and homebrew stay on your account.
            {usage.waiting > 0 && ` ${notSent(usage.waiting)} kept: clearing never removes them.`}
          </p>
          <Button onClick={() => void clear()}>Clear</Button>
          <Button variant="quiet" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button
          variant="quiet"
          disabled={nothingKept}
          onClick={() => {
            setCleared(null);
            setConfirming(true);
          }}
        >
          Clear kept data
        </Button>
      )}
    </div>
  );
}

const notSent = (n: number) => (n === 1 ? '1 change not yet sent is' : `${n} changes not yet sent are`);
