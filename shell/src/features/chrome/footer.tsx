import { Link } from '@duality/libs/router';
import { buildPath } from '@duality/platform';
import { attribution } from '../../lib/licence';

export interface FooterProps {
  communityUrl: string;
  supportUrl: string;
}

/** The footer of every page, with the print-only line under a printed sheet. */
export function Footer({ communityUrl, supportUrl }: FooterProps) {
  return (
    <footer className="shell-footer">
      <div className="shell-footer__links dh-no-print">
        <Link to={buildPath('/')} className="shell-footer__logo" aria-label="Duality home">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span>Duality</span>
        </Link>
        <nav aria-label="Site">
          <Link to={buildPath('/about')}>About</Link>
          <Link to={buildPath('/privacy-policy')}>Privacy</Link>
          <Link to={buildPath('/terms-of-use')}>Terms</Link>
        </nav>
        <nav aria-label="Community">
          <a href={communityUrl} rel="noopener noreferrer" target="_blank">
            Community chat
          </a>
          <a href={supportUrl} rel="noopener noreferrer" target="_blank">
            Support us
          </a>
        </nav>
      </div>
      <p className="shell-footer__print">
        This character sheet is powered by Duality, an unofficial Daggerheart companion. {attribution}
      </p>
    </footer>
  );
}
