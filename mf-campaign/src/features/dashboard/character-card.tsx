import type { ReactNode } from 'react';
import { Link } from '@duality/libs/router';
import { CONDITION_TEXT } from '@duality/rules';
import type { CampaignRollRow, DashboardRow } from '@duality/stores';
import { Icon, type IconName } from '@duality/ui/icons';
import { Button } from '@duality/ui';

/** The four tracks: Health, Stress and Armor count slots marked (damage taken), Hope counts Hope held. */
const TRACKS: readonly {
  key: 'health' | 'stress' | 'armor' | 'hope';
  label: string;
  icon: IconName;
  verb: string;
}[] = [
  { key: 'health', label: 'Health', icon: 'health', verb: 'marked' },
  { key: 'stress', label: 'Stress', icon: 'stress', verb: 'marked' },
  { key: 'armor', label: 'Armor', icon: 'armor', verb: 'marked' },
  { key: 'hope', label: 'Hope', icon: 'hope', verb: 'held' },
];

const OUTCOME = { hope: 'with Hope', fear: 'with Fear', critical: 'critical' } as const;

/**
 * One character as the campaign sees it: name, class and level, each track as a bar of marked against slots (so
 * "0 / 6 marked" reads as unhurt), Evasion and the damage thresholds, the conditions in play, the last roll the
 * viewer may read, and the player's own sheet link.
 */
export function CharacterCard({
  row,
  actions,
  lastRoll,
  sheetHref,
}: {
  row: DashboardRow;
  actions?: ReactNode;
  lastRoll?: CampaignRollRow | undefined;
  /** The viewer's own character: a link to its sheet. */
  sheetHref?: string | undefined;
}) {
  const headingId = `dashboard-row-${row.id}`;
  return (
    <li className="campaign-card" aria-labelledby={headingId}>
      <div className="campaign-card__head">
        <h3 id={headingId} className="campaign-card__name">
          {row.character_name || 'Unnamed character'}
        </h3>
        {actions}
      </div>
      <p className="campaign-card__class">
        {row.character_class || 'No class yet'} · Level {row.character_level}
      </p>
      <ul className="campaign-card__bars">
        {TRACKS.map(({ key, label, icon, verb }) => {
          const { current, max } = row[key];
          const share = max > 0 ? Math.min(1, current / max) : 0;
          return (
            <li key={key} className={`campaign-bar campaign-bar--${key}`}>
              <Icon name={icon} size={16} />
              <span className="campaign-bar__label">{label}</span>
              <span className="campaign-bar__track" aria-hidden="true">
                <span className="campaign-bar__fill" style={{ width: `${share * 100}%` }} />
              </span>
              {/* "1 / 5 marked": the slots marked against the slots there are (the e2e helpers read data-track). */}
              <span className="campaign-bar__count">
                <span data-track={key}>
                  {current} / {max}
                </span>{' '}
                {verb}
              </span>
            </li>
          );
        })}
      </ul>
      {/* A row not saved with its numbers yet (thresholds are at least the level once known) shows none. */}
      {row.major_threshold > 0 && (
        <p className="campaign-card__defense">
          Evasion <strong>{row.evasion}</strong> · Major <strong>{row.major_threshold}</strong> · Severe{' '}
          <strong>{row.severe_threshold}</strong>
        </p>
      )}
      {row.conditions.length > 0 && (
        <ul className="campaign-card__conditions" aria-label="Conditions">
          {row.conditions.map((c) => (
            <li key={c} className="campaign-condition">
              {CONDITION_TEXT[c].label}
            </li>
          ))}
        </ul>
      )}
      {lastRoll && (
        <p className="campaign-card__roll">
          Last roll: {lastRoll.label}, {lastRoll.total}
          {lastRoll.outcome && ` ${OUTCOME[lastRoll.outcome]}`}
        </p>
      )}
      {sheetHref && (
        <Button asChild variant="quiet" className="campaign-card__sheet">
          <Link to={sheetHref}>Open your sheet</Link>
        </Button>
      )}
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
      <div className="campaign-card__head">
        <h3 className="campaign-card__name">&nbsp;</h3>
        {withActions && <span className="campaign-card__actions dh-icon-button">&nbsp;</span>}
      </div>
      <p className="campaign-card__class">&nbsp;</p>
      <ul className="campaign-card__bars">
        {TRACKS.map(({ key, label, icon }) => (
          <li key={key} className="campaign-bar">
            <Icon name={icon} size={16} />
            <span className="campaign-bar__label">{label}</span>
            <span className="campaign-bar__track" />
            <span className="campaign-bar__count">&nbsp;</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
