import { Link } from 'react-router';
import { attribution } from '../pages/licence';

/** The footer of every page (spec section 2), with the print-only line under a printed sheet. */
export function Footer() {
  return (
    <footer className="shell-footer">
      <nav aria-label="Site" className="dh-no-print">
        <Link to="/">Duality</Link>
        <Link to="/about">About</Link>
        <Link to="/privacy-policy">Privacy</Link>
        <Link to="/terms-of-use">Terms</Link>
      </nav>
      <p className="shell-footer__print">
        Character sheet powered by Duality, an unofficial Daggerheart companion. {attribution}
      </p>
    </footer>
  );
}
