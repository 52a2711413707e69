// Reads the SRD sources in ../shared/srd (next to the repository) and writes the package's own data files
// under data/. Run: `pnpm --filter @duality/rules import-srd`. The product never reads ../shared itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
} from '../src/index';
import { buildArmor, buildWeapons } from './srd/build-equipment';
import { buildAncestries, buildCommunities } from './srd/build-heritage';
import { buildClasses, buildSubclasses } from './srd/build-classes';
import { buildDomainCards } from './srd/build-cards';
import { buildItems } from './srd/build-items';
import { buildBeastforms } from './srd/build-beastforms';
import { APPEARANCE } from './srd/classes';
import { unstructuredReport } from './srd/report';

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = resolve(here, '..');
const repoRoot = resolve(packageRoot, '../..');
/** The SRD sources live beside the repository, not in it. */
export const SRD_ROOT = process.env.DUALITY_SRD ?? resolve(repoRoot, '../shared/srd');
const out = join(packageRoot, 'data');

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

function main(): void {
  const weapons = check(weaponSchema, buildWeapons(SRD_ROOT), 'weapon');
  const armor = check(armorSchema, buildArmor(SRD_ROOT), 'armor');
  const ancestries = check(ancestrySchema, buildAncestries(SRD_ROOT), 'ancestry');
  const communities = check(communitySchema, buildCommunities(SRD_ROOT), 'community');
  const subclasses = check(subclassSchema, buildSubclasses(SRD_ROOT), 'subclass');
  const beastforms = check(beastformSchema, buildBeastforms(SRD_ROOT), 'beastform');
  const bySubclassClass = new Map<string, string[]>();
  for (const s of subclasses) bySubclassClass.set(s.class, [...(bySubclassClass.get(s.class) ?? []), s.id]);
  const classes = check(
    classSchema,
    buildClasses(
      SRD_ROOT,
      { weapons, armor },
      bySubclassClass,
      beastforms.map((b) => b.id),
    ),
    'class',
  );
  const domainCards = check(domainCardSchema, buildDomainCards(SRD_ROOT), 'domain card');
  const { loot, consumables } = buildItems(SRD_ROOT);
  const items = check(itemSchema, [...loot, ...consumables], 'item');

  mkdirSync(out, { recursive: true });
  const write = (name: string, data: unknown) =>
    writeFileSync(join(out, name), `${JSON.stringify(data, null, 1)}\n`);
  write('weapons.json', weapons);
  write('armor.json', armor);
  write('ancestries.json', ancestries);
  write('communities.json', communities);
  write('classes.json', classes);
  write('subclasses.json', subclasses);
  write('domain-cards.json', domainCards);
  write('items.json', items);
  write('beastforms.json', beastforms);
  write('appearance.json', APPEARANCE);
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
  writeFileSync(join(out, 'unstructured-effects.md'), report.markdown);
  console.log(
    `Wrote ${weapons.length} weapons, ${armor.length} armor, ${ancestries.length} ancestries, ${communities.length} communities, ` +
      `${classes.length} classes, ${subclasses.length} subclasses, ${domainCards.length} domain cards, ${items.length} items, ` +
      `${beastforms.length} beastforms; ${report.count} features without structured effects (see data/unstructured-effects.md).`,
  );
}

main();
