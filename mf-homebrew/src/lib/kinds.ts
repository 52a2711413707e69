import type { HomebrewKind } from '@duality/rules';

/** The homebrew tabs, in the spec's order and with the spec's names. */
export const KIND_TABS: readonly { kind: HomebrewKind; label: string }[] = [
  { kind: 'items', label: 'items' },
  { kind: 'weapons', label: 'weapons' },
  { kind: 'armor', label: 'armor' },
  { kind: 'communities', label: 'community' },
  { kind: 'ancestries', label: 'ancestry' },
  { kind: 'classes', label: 'class' },
  { kind: 'subclasses', label: 'subclass' },
];

/** The link that opens a public record on the browse page, for anyone. */
export function shareLink(origin: string, kind: HomebrewKind, id: string): string {
  return `${origin}/homebrew?kind=${encodeURIComponent(kind)}&id=${encodeURIComponent(id)}`;
}

/** One record of each kind, in headings, links and buttons ("New weapon", "Delete ancestry"). */
export const KIND_NOUN: Record<HomebrewKind, string> = {
  items: 'item',
  weapons: 'weapon',
  armor: 'armor',
  communities: 'community',
  ancestries: 'ancestry',
  subclasses: 'subclass',
  classes: 'class',
};

/** The editor of a new record of a kind, and of a saved one. */
export const newRecordPath = (kind: HomebrewKind) => `/homebrew/new/${kind}`;
export const editRecordPath = (kind: HomebrewKind, id: string) => `/homebrew/edit/${kind}/${id}`;
