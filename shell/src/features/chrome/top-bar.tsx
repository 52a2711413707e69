import { Link, NavLink, useLocation } from 'react-router';

const links = [
  { to: '/character', label: 'Characters' },
  { to: '/builder', label: 'Builder' },
  { to: '/campaign', label: 'Campaigns' },
  { to: '/homebrew', label: 'Browse Homebrew' },
  { to: '/homebrew/collection', label: 'My Homebrew' },
];

/** The bar on every page but home (spec section 2): title home link, area links, Log In. */
export function TopBar() {
  const { pathname } = useLocation();
  if (pathname === '/') return null;
  return (
    <header className="shell-top-bar dh-no-print">
      <Link to="/" className="shell-top-bar__title">
        Duality
      </Link>
      <nav aria-label="Areas">
        {links.map((l) => (
          <NavLink key={l.to} to={l.to} end>
            {l.label}
          </NavLink>
        ))}
      </nav>
      <Link to="/auth/login" className="shell-top-bar__login">
        Log In
      </Link>
    </header>
  );
}
