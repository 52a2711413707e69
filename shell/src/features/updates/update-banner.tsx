// "A new version is ready": a calm banner at the bottom of the page with one Reload button. It is a polite
// status (read out when the reader is free, focus never moved), the button is a 44 px target in the tab
// order, and nothing in the running page changes until the visitor asks for it. Later puts it away (it sits
// over the bottom of the screen, where a phone's sheet keeps its tabs), until the next offer.
import type { CSSProperties } from 'react';
import { Button } from '@duality/ui';

export const updateReadyText = 'A new version is ready.';

const bannerStyle: CSSProperties = {
  position: 'fixed',
  insetInline: 'var(--dh-space, 1rem)',
  bottom: 'var(--dh-space, 1rem)',
  zIndex: 40,
  boxSizing: 'border-box',
  maxWidth: '32rem',
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem 1rem',
  padding: '0.5rem 0.5rem 0.5rem 1rem',
  borderRadius: 'var(--dh-radius, 8px)',
  border: '1px solid var(--dh-line, #d8d3e6)',
  background: 'var(--dh-surface, #fff)',
  color: 'var(--dh-ink, #1d1b26)',
  boxShadow: '0 4px 16px rgb(31 26 51 / 0.18)',
  fontSize: '1rem',
  lineHeight: 1.4,
};

export interface UpdateBannerProps {
  /** False while there is nothing to offer: the live region stays on the page, empty and boxless. */
  offered: boolean;
  onReload: () => void;
  /** Puts the banner away until the next offer. */
  onLater?: () => void;
}

export function UpdateBanner({ offered, onReload, onLater }: UpdateBannerProps) {
  return (
    <div role="status" aria-live="polite" data-update-banner="" style={offered ? bannerStyle : undefined}>
      {offered ? (
        <>
          <span>{updateReadyText}</span>
          <span style={{ display: 'flex', gap: '0.5rem' }}>
            {onLater && (
              <Button variant="quiet" style={{ minHeight: 44 }} onClick={onLater}>
                Later
              </Button>
            )}
            <Button style={{ minHeight: 44 }} onClick={onReload}>
              Reload
            </Button>
          </span>
        </>
      ) : null}
    </div>
  );
}
