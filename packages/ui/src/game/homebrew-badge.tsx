export interface HomebrewBadgeProps {
  className?: string;
}

/** Marks content a player made (not the SRD's): a text badge, so it reads the same to a screen reader. */
export function HomebrewBadge({ className }: HomebrewBadgeProps) {
  return <span className={['dh-badge', className].filter(Boolean).join(' ')}>Homebrew</span>;
}
