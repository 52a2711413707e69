import { Link } from 'react-router';

/** Home: no top bar here (spec section 2); the ways in. */
export function HomePage() {
  return (
    <section className="dh-page shell-home">
      <h1>Duality</h1>
      <p>Build Daggerheart characters, play them on a live sheet, run campaigns and share homebrew.</p>
      <nav aria-label="Get started">
        <ul>
          <li>
            <Link to="/builder">Build a character</Link>
          </li>
          <li>
            <Link to="/character">Your characters</Link>
          </li>
          <li>
            <Link to="/campaign">Campaigns</Link>
          </li>
          <li>
            <Link to="/homebrew">Browse homebrew</Link>
          </li>
          <li>
            <Link to="/auth/login">Log in</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
