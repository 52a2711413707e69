import { Link } from '@duality/libs/router';
import type { HomebrewKind } from '@duality/rules';
import { Icon } from '@duality/ui';
import { KIND_ICON, KIND_TABS } from '../lib/kinds';

/**
 * The seven kinds as links with their icons (each kind has its own address), the current one marked for
 * assistive tech.
 */
export function KindTabs({
  current,
  hrefFor,
}: {
  current: HomebrewKind;
  hrefFor: (kind: HomebrewKind) => string;
}) {
  return (
    <nav aria-label="Homebrew kinds" className="hb-tabs">
      <ul>
        {KIND_TABS.map(({ kind, label }) => (
          <li key={kind}>
            <Link to={hrefFor(kind)} aria-current={kind === current ? 'page' : undefined}>
              <Icon name={KIND_ICON[kind]} size={20} /> {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
