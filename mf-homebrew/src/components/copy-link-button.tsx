import { useState } from 'react';

/** Copies a share link in one tap and says so; shows the link to copy by hand when the clipboard is refused. */
export function CopyLinkButton({ link, name }: { link: string; name: string }) {
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <span className="hb-share">
      <button type="button" className="dh-button dh-button--quiet" onClick={() => void copy()}>
        Copy link to {name}
      </button>
      <span role="status">
        {outcome === 'copied' && 'Link copied'}
        {outcome === 'failed' && `Copy this link: ${link}`}
      </span>
    </span>
  );
}
