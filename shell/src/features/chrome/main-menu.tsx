import { useState, type RefObject } from 'react';
import { Link } from '@duality/libs/router';
import type { PublicPath } from '@duality/platform';
import { ConfirmDialog, Drawer } from '@duality/ui';

export interface MainMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A user profile is loaded: show the User Profile link. */
  profileLoaded: boolean;
  /** Asks the user to confirm, then logs out. */
  onLogout: () => void;
  /** How many changes wait on this device to be sent: the confirmation says they stay and go later. */
  changesNotSent?: () => Promise<number>;
  /** The menu button, where focus returns on close. */
  opener: RefObject<HTMLButtonElement | null>;
}

/** The menu's links, in the product's order; each is a public route (a mistyped path does not compile). */
export const menuLinks = [
  { to: '/character', label: 'Characters' },
  { to: '/homebrew', label: 'Browse Homebrew' },
  { to: '/homebrew/collection', label: 'My Homebrew' },
  { to: '/campaign', label: 'Campaigns' },
  { to: '/user-profile', label: 'User Profile', needsProfile: true },
  { to: '/about', label: 'About' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/', label: 'Home' },
] as const satisfies readonly { to: PublicPath; label: string; needsProfile?: boolean }[];

/** The right-side Main Menu drawer with its links and Log Out (always shown, confirmed first). */
export function MainMenu({
  open,
  onOpenChange,
  profileLoaded,
  onLogout,
  changesNotSent,
  opener,
}: MainMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const [notSent, setNotSent] = useState(0);
  const close = () => onOpenChange(false);
  return (
    <>
      <Drawer open={open} onOpenChange={onOpenChange} title="Main Menu" returnFocusTo={opener}>
        <nav aria-label="Main menu">
          <ul className="shell-menu">
            {menuLinks
              .filter((l) => !('needsProfile' in l) || profileLoaded)
              .map((l) => (
                <li key={l.to}>
                  <Link to={l.to} onClick={close}>
                    {l.label}
                  </Link>
                </li>
              ))}
            <li>
              <button
                type="button"
                className="shell-menu__logout"
                onClick={() => {
                  close();
                  setNotSent(0);
                  setConfirming(true);
                  changesNotSent?.().then(setNotSent, () => setNotSent(0));
                }}
              >
                Log Out
              </button>
            </li>
          </ul>
        </nav>
      </Drawer>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Log out?"
        description={logoutDescription(notSent)}
        confirmLabel="Confirm"
        cancelLabel="Cancel"
        onConfirm={onLogout}
        returnFocusTo={opener}
      />
    </>
  );
}

/**
 * The logout confirmation's words. Changes not yet sent are sent first; what cannot be sent (no connection)
 * stays on this device sealed for this user alone, and goes at their next login.
 */
export function logoutDescription(notSent: number): string {
  const again = 'You will need to log in again to see your characters, campaigns and homebrew.';
  if (notSent === 0) return again;
  const one = notSent === 1;
  const [it, is] = one ? ['it', 'is'] : ['they', 'are'];
  return [
    again,
    `${one ? '1 change not yet sent' : `${notSent} changes not yet sent`} ${is} sent first.`,
    `If ${it} cannot be sent now, ${it} ${one ? 'stays' : 'stay'} on this device, sealed so that only you can open ${one ? 'it' : 'them'}, and ${is} sent when you log in again.`,
  ].join(' ');
}
