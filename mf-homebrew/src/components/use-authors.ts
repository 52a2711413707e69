import { useHomebrewAuthors, useSession } from '@duality/stores/react';

/** Who made a record when the author has no display name we may show (or the names could not be read). */
export const UNNAMED_AUTHOR = 'a Duality player';

/**
 * The author to write on each of these records' cards: "you" for the reader's own, the display name the
 * database gives for public homebrew's authors, the calm fallback otherwise; undefined while the names load.
 */
export function useAuthorOf(records: readonly { user_id?: string | undefined }[]) {
  const me = useSession().user?.id;
  const others = records.flatMap((r) => (r.user_id && r.user_id !== me ? [r.user_id] : []));
  const names = useHomebrewAuthors(others);
  return (record: { user_id?: string | undefined }): string | undefined => {
    if (record.user_id !== undefined && record.user_id === me) return 'you';
    if (names.status === 'loading') return undefined;
    return (names.status === 'ready' && record.user_id && names.data.get(record.user_id)) || UNNAMED_AUTHOR;
  };
}
