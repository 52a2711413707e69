import type { HomebrewKind } from '@duality/rules';
import type { HomebrewRecord } from '@duality/stores';
import { RichTextPreview, type HeadingLevel } from '@duality/ui/game';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { HomebrewSummary } from '../../../components/homebrew-summary';
import { RecordCard } from '../../../components/record-card';
import { shareLink } from '../../../lib/kinds';
import { BookmarkButton } from './bookmark-button';

/**
 * Each text of a record on the browse page is a plain preview this long: a page of twenty records costs the same
 * whatever their authors wrote (twenty records built to be costly once froze the page for seconds). The share
 * link opens the record in full.
 */
const PREVIEW_CHARACTERS = 240;

/** One public record on the browse page: a card with its kind, author and summary, a bookmark and its link. */
export function RecordEntry({
  kind,
  record,
  author,
  headingLevel,
  full = false,
}: {
  kind: HomebrewKind;
  record: HomebrewRecord;
  /** Who made it (see useAuthorOf); undefined while the names load. */
  author: string | undefined;
  headingLevel?: HeadingLevel;
  /** Draw every text in full (the record opened by its share link), not as a preview. */
  full?: boolean;
}) {
  const summary = <HomebrewSummary kind={kind} record={record} headingLevel={headingLevel} />;
  return (
    <RecordCard
      kind={kind}
      recordId={record.id}
      author={author}
      actions={
        <>
          <BookmarkButton kind={kind} record={record} />
          <CopyLinkButton link={shareLink(window.location.origin, kind, record.id)} name={record.name} />
        </>
      }
    >
      {full ? summary : <RichTextPreview characters={PREVIEW_CHARACTERS}>{summary}</RichTextPreview>}
    </RecordCard>
  );
}
