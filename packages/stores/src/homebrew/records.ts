// Homebrew records and the tables they are kept in. The flat record and its row schema live in
// ../rows/homebrew-rows.ts; here is what the stores need to write one back and to name the tables.
import type { HomebrewKind } from '@duality/rules';
import type { Json } from '@duality/supabase';
import type { HomebrewRecord } from '../rows/homebrew-rows';

export type { HomebrewRecord } from '../rows/homebrew-rows';

/** A record as an editor hands it in: without id it is created, with id updated. */
export type HomebrewDraft<K extends HomebrewKind = HomebrewKind> = Omit<HomebrewRecord<K>, 'id'> & {
  id?: string;
};

export const homebrewTable = (kind: HomebrewKind) => `homebrew_${kind}` as const;
export const linkTable = (kind: HomebrewKind) => `campaign_homebrew_${kind}` as const;

/** The columns to write for a record (the server owns id, user_id, created_at and revision). */
export function toRow(record: HomebrewDraft): { name: string; public: boolean; data: Json } {
  const { id: _id, name, user_id: _u, public: isPublic, created_at: _c, revision: _r, ...data } = record;
  return { name, public: isPublic ?? false, data };
}

/** The database id of a homebrew record, or null for a built-in (non-numeric) id. */
export function rowId(id: string | number | undefined): number | null {
  if (typeof id === 'number') return Number.isInteger(id) && id > 0 ? id : null;
  return id !== undefined && /^[1-9][0-9]*$/.test(id) ? Number(id) : null;
}

/** The word of each kind in the link-fetch failure message. */
const LINK_WORD: Record<HomebrewKind, string> = {
  items: 'item',
  weapons: 'weapon',
  armor: 'armor',
  ancestries: 'ancestry',
  communities: 'community',
  subclasses: 'subclass',
  classes: 'classes',
};

/** "Error fetching campaign {word} associations": a campaign's homebrew links could not be loaded. */
export const linkFetchError = (kind: HomebrewKind): string =>
  `Error fetching campaign ${LINK_WORD[kind]} associations`;
