// Homebrew rows and records (spec 3, "Homebrew"). A row keeps its bookkeeping in columns (id, name, user_id,
// public, created_at) and the rest of the record in the jsonb `data`; the app works with the flat record, whose
// id is a string like the built-ins' (the database's integer id, written out).
import type { z } from 'zod';
import { homebrewSchemas, type HomebrewKind } from '@duality/rules';
import type { Json } from '@duality/supabase';

/** A record of one kind, built-in (no created_at) or homebrew. */
export type HomebrewRecord<K extends HomebrewKind = HomebrewKind> = z.output<(typeof homebrewSchemas)[K]>;

/** A record as an editor hands it in: without id it is created, with id updated (spec 4). */
export type HomebrewDraft<K extends HomebrewKind = HomebrewKind> = Omit<HomebrewRecord<K>, 'id'> & {
  id?: string;
};

export interface HomebrewRow {
  id: number;
  user_id: string;
  name: string;
  public: boolean;
  data: Json;
  created_at: string;
}

export const homebrewTable = (kind: HomebrewKind) => `homebrew_${kind}` as const;
export const linkTable = (kind: HomebrewKind) => `campaign_homebrew_${kind}` as const;

/** The row's record; a row whose document does not match the schema is still shown as stored, never dropped. */
export function fromRow<K extends HomebrewKind>(kind: K, row: HomebrewRow): HomebrewRecord<K> {
  const flat = {
    ...(row.data && typeof row.data === 'object' && !Array.isArray(row.data) ? row.data : {}),
    id: String(row.id),
    name: row.name,
    user_id: row.user_id,
    public: row.public,
    created_at: row.created_at,
  };
  const parsed = homebrewSchemas[kind].safeParse(flat);
  return (parsed.success ? parsed.data : flat) as HomebrewRecord<K>;
}

/** The columns to write for a record (the server owns id, user_id and created_at). */
export function toRow(record: HomebrewDraft | HomebrewRecord): { name: string; public: boolean; data: Json } {
  const { id: _id, name, user_id: _u, public: isPublic, created_at: _c, ...data } = record as HomebrewRecord;
  return { name, public: isPublic ?? false, data: data as Json };
}

/** The database id of a homebrew record, or null for a built-in (non-numeric) id. */
export function rowId(id: string | number | undefined): number | null {
  if (typeof id === 'number') return Number.isInteger(id) && id > 0 ? id : null;
  return id !== undefined && /^[1-9][0-9]*$/.test(id) ? Number(id) : null;
}

/** Words of the spec's link-fetch messages (spec 8), per kind. */
const LINK_WORD: Record<HomebrewKind, string> = {
  items: 'item',
  weapons: 'weapon',
  armor: 'armor',
  ancestries: 'ancestry',
  communities: 'community',
  subclasses: 'subclass',
  classes: 'classes',
};

/** "Error fetching campaign {word} associations" (spec 8, "Link fetch failure"). */
export const linkFetchError = (kind: HomebrewKind): string =>
  `Error fetching campaign ${LINK_WORD[kind]} associations`;
