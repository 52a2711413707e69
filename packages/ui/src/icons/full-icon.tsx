import type { Domain } from '@duality/rules';
import { addedIconPaths } from './added-icon-paths';
import { IconGlyph, type IconProps } from './icon';
import { iconPaths } from './icon-paths';

/** Every icon of the product: the spec's 34 and the ones added for traits, domains, gold and controls. */
export const allIconPaths = { ...iconPaths, ...addedIconPaths };
export type AnyIconName = keyof typeof allIconPaths;
export const allIconNames = Object.keys(allIconPaths) as AnyIconName[];

export interface AnyIconProps extends Omit<IconProps, 'name'> {
  name: AnyIconName;
}

/** One icon of the whole set, drawn in the current text colour; decorative unless it has a `title`. */
export function Icon({ name, ...rest }: AnyIconProps) {
  return <IconGlyph name={name} paths={allIconPaths[name]} {...rest} />;
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
