import type { ReactNode } from 'react';
import type { DashboardRow } from '@duality/stores';

const TRACKS = [
  ['health', 'Health'],
  ['stress', 'Stress'],
  ['armor', 'Armor'],
  ['hope', 'Hope'],
] as const;

/** One character as the campaign sees it: name, class text, level and the four tracks (current of maximum). */
export function CharacterCard({ row, actions }: { row: DashboardRow; actions?: ReactNode }) {
  const headingId = `dashboard-row-${row.id}`;
  return (
    <li className="campaign-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="campaign-card__name">
        {row.character_name || 'Unnamed character'}
      </h3>
      <p className="campaign-card__class">
        {row.character_class || 'No class yet'} · Level {row.character_level}
      </p>
      <dl className="campaign-card__tracks">
        {TRACKS.map(([key, label]) => (
          <div key={key} className="campaign-card__track">
            <dt>{label}</dt>
            <dd data-track={key}>
              {row[key].current} / {row[key].max}
            </dd>
          </div>
        ))}
      </dl>
      {actions}
    </li>
  );
}

/**
 * A card with the shape of a real one and no content, holding a card's place while the rows load (hidden
 * from assistive technology: the section's status says what is happening).
 */
export function PlaceholderCard({ withActions }: { withActions: boolean }) {
  return (
    <li className="campaign-card campaign-card--placeholder">
      <h3 className="campaign-card__name">&nbsp;</h3>
      <p className="campaign-card__class">&nbsp;</p>
      <dl className="campaign-card__tracks">
        {TRACKS.map(([key, label]) => (
          <div key={key} className="campaign-card__track">
            <dt>{label}</dt>
            <dd>&nbsp;</dd>
          </div>
        ))}
      </dl>
      {withActions && <span className="dh-button dh-button--quiet">&nbsp;</span>}
    </li>
  );
}
