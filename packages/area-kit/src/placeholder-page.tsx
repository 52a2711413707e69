import { Link, useParams } from 'react-router';
import { bus } from '@duality/bus';
import { routeTable, type AreaName } from '@duality/platform';

export interface PlaceholderPageProps {
  area: AreaName;
  version: string;
  title: string;
}

/** A real, navigable page for an area route whose feature has not landed yet: heading and parameters. */
export function PlaceholderPage({ area, version, title }: PlaceholderPageProps) {
  const params = useParams();
  const entries = Object.entries(params).filter(([key]) => key !== '*');
  const elsewhere = routeTable.filter((r) => r.owner !== area && r.owner !== 'shell' && !r.params);
  return (
    <section
      className="dh-page"
      data-area={area}
      data-area-version={version}
      data-bus-instance={bus.instanceId}
    >
      <h1>{title}</h1>
      <p>
        This page belongs to the <strong>{area}</strong> area (version {version}). Its feature is on the way.
      </p>
      {entries.length > 0 && (
        <dl aria-label="Route parameters">
          {entries.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd data-param={key}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <nav aria-label="Other areas">
        <ul>
          {elsewhere.map((r) => (
            <li key={r.path}>
              <Link to={r.path}>{r.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="dh-button"
        onClick={() => bus.publish('navigation.requested', { to: '/about' })}
      >
        Ask the shell to open About
      </button>
    </section>
  );
}
