import type { HomebrewKind } from '@duality/rules';
import type { HomebrewRecord } from '@duality/stores';
import { RichTextPreview, type HeadingLevel } from '@duality/ui/game';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { HomebrewSummary } from '../../../components/homebrew-summary';
import { shareLink } from '../../../lib/kinds';
import { BookmarkButton } from './bookmark-button';

/**
 * Each text of a record on the browse page is a plain preview this long: a page of twenty records costs the same
 * whatever their authors wrote (issue 32: twenty costly records froze the page for seconds). The share link
 * opens the record in full.
 */
const PREVIEW_CHARACTERS = 240;

/** One public record on the browse page: its summary, a bookmark button and its share link. */
export function RecordEntry({
  kind,
  record,
  headingLevel,
  full = false,
}: {
  kind: HomebrewKind;
  record: HomebrewRecord;
  headingLevel?: HeadingLevel;
  /** Draw every text in full (the record opened by its share link), not as a preview. */
  full?: boolean;
}) {
  const summary = <HomebrewSummary kind={kind} record={record} headingLevel={headingLevel} />;
  return (
    <li className="hb-entry" data-record-id={record.id}>
      {full ? summary : <RichTextPreview characters={PREVIEW_CHARACTERS}>{summary}</RichTextPreview>}
      <div className="hb-entry__actions">
        <BookmarkButton kind={kind} record={record} />
        <CopyLinkButton link={shareLink(window.location.origin, kind, record.id)} name={record.name} />
      </div>
    </li>
  );
}
