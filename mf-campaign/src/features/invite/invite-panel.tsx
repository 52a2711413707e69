import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { Button, ConfirmDialog, preloadConfirmDialog } from '@duality/ui';
import type { InviteState } from '../../hooks/use-invite';
import { inviteUrl } from '../../lib/paths';

/**
 * The owner's invitation: make a link, copy it or show its QR code at the table, and reset it (the old link
 * stops working at once, so resetting asks first). When the current link could not be read, the panel says so with a Retry and offers
 * no "Create invite link": making one would silently end the link the players may already hold.
 */
export function InvitePanel({ invite }: { invite: InviteState }) {
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  const token = invite.status === 'ready' ? invite.invite : null;
  const link = token ? inviteUrl(window.location.origin, token) : null;
  const reset = async () => {
    setNote('');
    if (await invite.reset()) setNote(link ? 'The invite was reset: the old link no longer works.' : '');
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setNote('The invite link was copied.');
    } catch {
      setNote('The link could not be copied: select it and copy it yourself.');
    }
  };
  return (
    <section className="campaign-section" aria-labelledby="campaign-invite">
      <h2 id="campaign-invite">Invite players</h2>
      {invite.status === 'error' && (
        <div role="alert" className="campaign-invite-error">
          <p>{invite.message}</p>
          <Button onClick={invite.retry}>Retry</Button>
        </div>
      )}
      {invite.status === 'loading' && (
        <>
          <p role="status" className="dh-visually-hidden">
            Loading the invite…
          </p>
          <InviteSkeleton />
        </>
      )}
      {invite.status === 'ready' && !link && <Button onClick={() => void reset()}>Create invite link</Button>}
      {link && (
        <>
          <div className="dh-field">
            <label htmlFor="campaign-invite-link">Invite link</label>
            <input
              id="campaign-invite-link"
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          <div className="campaign-actions">
            <Button onClick={() => void copy()}>Copy link</Button>
            <Button
              variant="quiet"
              ref={resetButton}
              onPointerEnter={() => void preloadConfirmDialog()}
              onClick={() => setConfirming(true)}
            >
              Reset invite
            </Button>
          </div>
          <figure className="campaign-qr">
            <QRCodeSVG value={link} size={192} marginSize={2} title="QR code of the invite link" role="img" />
            <figcaption>Players can scan this to open the invite.</figcaption>
          </figure>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset the invite?"
        description="The current link stops working at once: players who have not joined yet will need the new one."
        confirmLabel="Reset invite"
        cancelLabel="Keep the link"
        onConfirm={() => void reset()}
        returnFocusTo={resetButton}
      />
      <p role="status" className="campaign-note">
        {note}
      </p>
    </section>
  );
}

/**
 * While the invite is read: the link field, the buttons and the QR code's square, empty, in the places they
 * will have, so what follows does not move when the invite arrives (hidden from assistive technology; the
 * status says what is happening).
 */
function InviteSkeleton() {
  return (
    <div className="campaign-invite-skeleton" aria-hidden="true">
      <div className="dh-field">
        <label htmlFor="campaign-invite-skeleton">Invite link</label>
        <input id="campaign-invite-skeleton" disabled readOnly value="" />
      </div>
      <div className="campaign-actions">
        <Button disabled>Copy link</Button>
      </div>
      <figure className="campaign-qr">
        <svg width={192} height={192} viewBox="0 0 192 192" />
        <figcaption>&nbsp;</figcaption>
      </figure>
    </div>
  );
}
