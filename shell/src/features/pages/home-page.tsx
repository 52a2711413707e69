import { Link } from '@duality/libs/router';
import { bus } from '@duality/bus';
import { useBusValue } from '@duality/bus/react';
import { Button, Icon } from '@duality/ui';
import { buildPath } from '@duality/platform';

/**
 * Home: the only page without the top bar; the ways in for players, game masters and homebrewers. A visitor
 * is offered to log in or sign up; a signed-in player is welcomed back instead (the prerendered page is the
 * visitor's, until the session is known: the shell's bus carries it).
 */
export function HomePage() {
  const signedIn = !!useBusValue('session.changed', bus)?.user;
  return (
    <div className="shell-home">
      <header className="shell-home__hero">
        <img src="/logo.svg" alt="" width={72} height={72} />
        <h1>Duality</h1>
        <p className="shell-home__tagline">
          A companion for Daggerheart: build characters, play them on a live sheet, and run campaigns
          together.
        </p>
        {signedIn ? (
          // Signed in: no Log in to offer; the ways in below are the next step.
          <p className="shell-home__welcome">Welcome back.</p>
        ) : (
          <nav aria-label="Account" className="shell-home__account">
            <Button asChild>
              <Link to={buildPath('/auth/login')}>Log in</Link>
            </Button>
            <Button asChild variant="quiet">
              <Link to={buildPath('/auth/signup')}>Create an account</Link>
            </Button>
          </nav>
        )}
      </header>
      <section className="shell-home__paths" aria-label="Ways in">
        <article className="shell-home__path">
          <Icon name="persona" size={32} />
          <h2>For players</h2>
          <p>
            Step through class, heritage, traits and gear, then track hope, stress and health as you play.
          </p>
          <Link to={buildPath('/builder')}>Build a character</Link>
          <Link to={buildPath('/character')}>Your characters</Link>
        </article>
        <article className="shell-home__path">
          <Icon name="party" size={32} />
          <h2>For game masters</h2>
          <p>
            Invite your players with a link and watch every character&apos;s health, stress, armor and hope
            live.
          </p>
          <Link to={buildPath('/campaign')}>Your campaigns</Link>
        </article>
        <article className="shell-home__path">
          <Icon name="homebrew" size={32} />
          <h2>For homebrewers</h2>
          <p>
            Write your own items, weapons, armor, ancestries, communities, classes and subclasses, and share
            them.
          </p>
          <Link to={buildPath('/homebrew')}>Browse homebrew</Link>
          <Link to={buildPath('/homebrew/collection')}>Your homebrew</Link>
        </article>
      </section>
    </div>
  );
}
