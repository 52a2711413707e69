import type { Domain } from '@duality/rules';
import { addedIconPaths } from './added-icon-paths';
import type { IconProps } from './icon';
import { iconPaths } from './icon-paths';

/** Every icon of the product: the spec's 34 and the ones added for traits, domains, gold and controls. */
export const allIconPaths = { ...iconPaths, ...addedIconPaths };
export type AnyIconName = keyof typeof allIconPaths;
export const allIconNames = Object.keys(allIconPaths) as AnyIconName[];

export interface AnyIconProps extends Omit<IconProps, 'name'> {
  name: AnyIconName;
}

/**
 * One icon of the whole set, drawn in the current text colour; decorative unless it has a `title`. The same
 * drawing as the main entry's `Icon`, written twice on purpose: sharing a renderer changed the main entry,
 * which the shell's first load carries whole.
 */
export function Icon({ name, title, size = 24, className }: AnyIconProps) {
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-icon={name}
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false })}
    >
      {labelled && <title>{title}</title>}
      {allIconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** Each domain's icon (the nine domains of the SRD). */
export const domainIcons = {
  arcana: 'arcana',
  blade: 'blade',
  bone: 'bone',
  codex: 'codex',
  grace: 'grace',
  midnight: 'midnight',
  sage: 'sage',
  splendor: 'splendor',
  valor: 'valor',
} as const satisfies Record<Domain, AnyIconName>;

/** Each trait's icon, in sheet order. */
export const traitIcons = {
  agility: 'agility',
  strength: 'strength',
  finesse: 'finesse',
  instinct: 'instinct',
  presence: 'presence',
  knowledge: 'knowledge',
} as const satisfies Record<string, AnyIconName>;
