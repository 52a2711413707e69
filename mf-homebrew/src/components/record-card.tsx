import type { ReactNode } from 'react';
import type { HomebrewKind } from '@duality/rules';
import { Icon } from '@duality/ui';
import { KIND_ICON, KIND_NOUN } from '../lib/kinds';

/**
 * One homebrew record as a card in a list (browse, the collection): its kind (icon and word) and who made it
 * above the kind's summary, then a note and the record's actions. `author` undefined while the names load.
 */
export function RecordCard({
  kind,
  recordId,
  author,
  children,
  note,
  actions,
}: {
  kind: HomebrewKind;
  recordId: string;
  author: string | undefined;
  children: ReactNode;
  note?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="hb-entry hb-card dh-card-frame" data-record-id={recordId}>
      <p className="hb-card__byline">
        <span className="hb-card__kind">
          <Icon name={KIND_ICON[kind]} size={20} />
          {KIND_NOUN[kind]}
        </span>
        {author !== undefined && <span className="hb-card__author">by {author}</span>}
      </p>
      {children}
      {note}
      <div className="hb-entry__actions">{actions}</div>
    </li>
  );
}
