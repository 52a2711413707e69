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
