import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from '@duality/libs/router';
import type { Bus } from '@duality/bus';
import { useBusValue } from '@duality/bus/react';
import { buildPath, matchRoute } from '@duality/platform';
import { Icon, preloadConfirmDialog, preloadDrawer } from '@duality/ui';

/** The menu's drawer is its own chunk, out of the first load: no page shows it before the button is used. */
const loadMainMenu = () => import('./main-menu');
const MainMenu = lazy(() => loadMainMenu().then((m) => ({ default: m.MainMenu })));

/**
 * The menu, its drawer and its Log Out question load on first open; a hand on the way to the button
 * (pointer over it, focus on it, a press) starts the load so that the first open is not delayed.
 */
function preloadMenu(): void {
  void loadMainMenu();
  void preloadDrawer();
  void preloadConfirmDialog();
}

export interface TopBarProps {
  bus: Bus;
  onLogout: () => void;
  /** How many changes wait on this device to be sent (told in the logout dialog). */
  changesNotSent?: () => Promise<number>;
  /** The prerendered bar: the menu button is disabled until the app takes the page over. */
  staticMarkup?: boolean;
}

/**
 * The bar on every page but home: the title linking home; logged in, a menu button with
 * the display name; logged out, a Log In link and the menu button. On /character/{id} it turns transparent
 * once the character area announces that character loaded.
 */
export function TopBar({ bus, onLogout, changesNotSent, staticMarkup = false }: TopBarProps) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first open on, so that the Log Out question outlives the drawer it was asked from.
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const session = useBusValue('session.changed', bus);
  const profile = useBusValue('profile.changed', bus);
  const character = useBusValue('character.loaded', bus);
  if (pathname === '/') return null;
  const user = session?.user ?? null;
  const match = matchRoute(pathname);
  const onSheet = match?.route.path === '/character/:id';
  const transparent = onSheet && character?.characterId != null && character.characterId === match.params.id;
  return (
    <header className={`shell-top-bar dh-no-print${transparent ? ' shell-top-bar--transparent' : ''}`}>
      <Link to={buildPath('/')} className="shell-top-bar__title">
        Duality
      </Link>
      <div className="shell-top-bar__actions">
        {!user && (
          <Link to={buildPath('/auth/login')} className="shell-top-bar__login">
            Log In
          </Link>
        )}
        <button
          ref={menuButton}
          type="button"
          className="shell-top-bar__menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          disabled={staticMarkup}
          onPointerEnter={preloadMenu}
          onFocus={preloadMenu}
          onPointerDown={preloadMenu}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <Icon name="persona" />
          <span>{user ? user.displayName || user.email || 'Account' : 'Menu'}</span>
        </button>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <MainMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            profileLoaded={!!profile?.profile}
            onLogout={onLogout}
            changesNotSent={changesNotSent}
            opener={menuButton}
          />
        </Suspense>
      )}
    </header>
  );
}
