// A lookup of game content by id, built from the built-in lists plus any homebrew the caller has loaded.
import type { Beastform } from '../schemas/beastform';
import type { DomainCard } from '../schemas/domain-card';
import type { Ancestry, Armor, Class, Community, Item, Subclass, Weapon } from '../schemas/homebrew';

export interface Catalog {
  classes: ReadonlyMap<string, Class>;
  subclasses: ReadonlyMap<string, Subclass>;
  ancestries: ReadonlyMap<string, Ancestry>;
  communities: ReadonlyMap<string, Community>;
  items: ReadonlyMap<string, Item>;
  weapons: ReadonlyMap<string, Weapon>;
  armor: ReadonlyMap<string, Armor>;
  beastforms: ReadonlyMap<string, Beastform>;
  domainCards: ReadonlyMap<string, DomainCard>;
}

export type CatalogLists = {
  [K in keyof Catalog]?: readonly (Catalog[K] extends ReadonlyMap<string, infer V> ? V : never)[];
};

const index = <T extends { id: string }>(list: readonly T[] | undefined): Map<string, T> =>
  new Map((list ?? []).map((x) => [x.id, x]));

/** Indexes content lists by id; later lists win on duplicate ids, so homebrew can follow built-ins. */
export function buildCatalog(...sources: CatalogLists[]): Catalog {
  const merge = <K extends keyof Catalog>(key: K) =>
    index(
      sources.flatMap((s) => (s[key] ?? []) as unknown as readonly { id: string }[]),
    ) as unknown as Catalog[K];
  return {
    classes: merge('classes'),
    subclasses: merge('subclasses'),
    ancestries: merge('ancestries'),
    communities: merge('communities'),
    items: merge('items'),
    weapons: merge('weapons'),
    armor: merge('armor'),
    beastforms: merge('beastforms'),
    domainCards: merge('domainCards'),
  };
}
