import type { HomebrewKind } from '@duality/rules';
import type { IconName } from '@duality/ui';
import { buildPath, fillPath } from '@duality/platform';

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

/** The icon beside each kind's name (never alone: the name is always written). */
export const KIND_ICON: Record<HomebrewKind, IconName> = {
  items: 'inventory',
  weapons: 'blade',
  armor: 'armor',
  communities: 'party',
  ancestries: 'persona',
  classes: 'class',
  subclasses: 'subclass',
};

/** The link that opens a public record on the browse page, for anyone. */
export function shareLink(origin: string, kind: HomebrewKind, id: string): string {
  return `${origin}${buildPath('/homebrew')}?kind=${encodeURIComponent(kind)}&id=${encodeURIComponent(id)}`;
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

/** The editor's two pages (not public routes): the route declarations (app/routes.tsx) and the links share them. */
export const editorPagePatterns = {
  newRecord: '/homebrew/new/:kind',
  editRecord: '/homebrew/edit/:kind/:id',
} as const;

/** The editor of a new record of a kind, and of a saved one. */
export const newRecordPath = (kind: HomebrewKind) => fillPath(editorPagePatterns.newRecord, { kind });
export const editRecordPath = (kind: HomebrewKind, id: string) =>
  fillPath(editorPagePatterns.editRecord, { kind, id });

/** Browse, or one's own collection, showing one kind. */
export const browsePath = (kind: HomebrewKind) => `${buildPath('/homebrew')}?kind=${kind}`;
export const collectionPath = (kind?: HomebrewKind) =>
  kind ? `${buildPath('/homebrew/collection')}?kind=${kind}` : buildPath('/homebrew/collection');
