import type { HomebrewKind } from '@duality/rules';
import type { HomebrewRecord } from '@duality/stores';
import type { HeadingLevel } from '@duality/ui/game';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { HomebrewSummary } from '../../../components/homebrew-summary';
import { shareLink } from '../../../lib/kinds';
import { BookmarkButton } from './bookmark-button';

/** One public record on the browse page: its summary, a bookmark button and its share link. */
export function RecordEntry({
  kind,
  record,
  headingLevel,
}: {
  kind: HomebrewKind;
  record: HomebrewRecord;
  headingLevel?: HeadingLevel;
}) {
  return (
    <li className="hb-entry" data-record-id={record.id}>
      <HomebrewSummary kind={kind} record={record} headingLevel={headingLevel} />
      <div className="hb-entry__actions">
        <BookmarkButton kind={kind} record={record} />
        <CopyLinkButton link={shareLink(window.location.origin, kind, record.id)} name={record.name} />
      </div>
    </li>
  );
}
