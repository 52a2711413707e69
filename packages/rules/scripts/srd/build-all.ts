// Builds every data file from the SRD sources, each entry checked against its schema. Pure apart from reading
// the sources, so the fidelity test can compare its output with the committed files.
import { z } from 'zod';
import {
  ancestrySchema,
  armorSchema,
  beastformSchema,
  classSchema,
  communitySchema,
  domainCardSchema,
  itemSchema,
  subclassSchema,
  weaponSchema,
} from '../../src/index';
import { adversarySchema, environmentSchema } from '../../src/gm/adversary';
import { buildArmor, buildWeapons } from './build-equipment';
import { buildAncestries, buildCommunities } from './build-heritage';
import { buildClasses, buildSubclasses } from './build-classes';
import { buildDomainCards } from './build-cards';
import { buildItems } from './build-items';
import { buildBeastforms } from './build-beastforms';
import { APPEARANCE } from './appearance';
import { unstructuredReport } from './report';
import { buildAdversaries } from './build-adversaries';
import { buildEnvironments } from './build-environments';

/** Parses every entry, naming the entry that fails, so a bad import never writes half a file. */
function check<T extends z.ZodType>(schema: T, list: unknown[], what: string): z.infer<T>[] {
  return list.map((entry, i) => {
    const r = schema.safeParse(entry);
    if (!r.success) {
      const id = (entry as { id?: string }).id ?? i;
      throw new Error(`${what} ${id}: ${z.prettifyError(r.error)}`);
    }
    return r.data;
  });
}

export interface BuiltData {
  /** File name under data/ → its content. */
  files: Record<string, unknown>;
  /** data/unstructured-effects.md */
  report: { count: number; markdown: string };
}

/** Reads the SRD at `srd` and returns every data file the package ships. */
export function buildAll(srd: string): BuiltData {
  const weapons = check(weaponSchema, buildWeapons(srd), 'weapon');
  const armor = check(armorSchema, buildArmor(srd), 'armor');
  const ancestries = check(ancestrySchema, buildAncestries(srd), 'ancestry');
  const communities = check(communitySchema, buildCommunities(srd), 'community');
  const subclasses = check(subclassSchema, buildSubclasses(srd), 'subclass');
  const beastforms = check(beastformSchema, buildBeastforms(srd), 'beastform');
  const byClass = new Map<string, string[]>();
  for (const s of subclasses) byClass.set(s.class, [...(byClass.get(s.class) ?? []), s.id]);
  const classes = check(
    classSchema,
    buildClasses(
      srd,
      { weapons, armor },
      byClass,
      beastforms.map((b) => b.id),
    ),
    'class',
  );
  const domainCards = check(domainCardSchema, buildDomainCards(srd), 'domain card');
  const { loot, consumables } = buildItems(srd);
  const items = check(itemSchema, [...loot, ...consumables], 'item');
  const adversaries = check(adversarySchema, buildAdversaries(srd), 'adversary');
  const environments = check(environmentSchema, buildEnvironments(srd, adversaries), 'environment');
  const report = unstructuredReport({
    weapons,
    armor,
    ancestries,
    communities,
    classes,
    subclasses,
    domainCards,
    items,
    beastforms,
  });
  return {
    files: {
      'weapons.json': weapons,
      'armor.json': armor,
      'ancestries.json': ancestries,
      'communities.json': communities,
      'classes.json': classes,
      'subclasses.json': subclasses,
      'domain-cards.json': domainCards,
      'items.json': items,
      'beastforms.json': beastforms,
      'appearance.json': APPEARANCE,
      'adversaries.json': adversaries,
      'environments.json': environments,
    },
    report,
  };
}

/** The exact text a data file is written as. */
export const serialize = (data: unknown): string => `${JSON.stringify(data, null, 1)}\n`;
