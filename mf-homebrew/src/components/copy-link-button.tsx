import { useState } from 'react';
import { Button } from '@duality/ui';

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
      <Button variant="quiet" onClick={() => void copy()}>
        Copy link to {name}
      </Button>
      <span role="status">
        {outcome === 'copied' && 'Link copied'}
        {outcome === 'failed' && `Copy this link: ${link}`}
      </span>
    </span>
  );
}
