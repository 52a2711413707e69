// Loot and consumables: relics, gems, attachable stones, recipes and potions get their mechanics from patterns
// in their text; the rest get extracted effects. Descriptions are written from the structured result.
import type { z } from 'zod';
import type { itemSchema, Trait } from '../../src/index';

type Item = z.input<typeof itemSchema>;
import { describeStructured, describeTerms } from './describe';
import { ARMOR_FEATURES } from './armor-features';
import { WEAPON_FEATURES } from './equipment-features';
import { extract } from './extract';
import { ITEM_TEXT } from './item-text';
import { en, plain, readJson, type Localized, type RichText } from './read';

interface SrcItem {
  id: string;
  name: Localized;
  features?: { name?: Localized; description: RichText }[];
}
const TRAIT = /\b(Agility|Strength|Finesse|Instinct|Presence|Knowledge)\b/;
const lower = (t: string) => t.toLowerCase() as Trait;

function build(src: SrcItem, consumable: boolean, byName: Map<string, string>): Item {
  const name = en(src.name);
  const text = (src.features ?? []).map((f) => plain(f.description)).join(' ');
  const item: Item = {
    id: src.id,
    name,
    public: false,
    description: '',
    ...(consumable ? { consumable: true } : {}),
  };
  const x = extract(text);
  const trait = TRAIT.exec(text)?.[1];

  if (/ Relic$/.test(name)) {
    item.relic = true;
    if (trait) item.modify = { [lower(trait)]: 1 };
    else item.effects = [{ kind: 'rollBonus', roll: 'experience', amount: 1 }];
  } else if (/^Gem of /.test(name) && trait) {
    const description = `Attack with ${trait} using this weapon.`;
    item.attach = {
      type: 'weapon',
      feature: { name, description, effects: [{ kind: 'weaponTrait', trait: lower(trait) }] },
    };
  } else if (/attach this .* to (a weapon|armor)/i.test(text)) {
    const granted = /gains the following feature: ([A-Z][\w' -]+?):/.exec(text)?.[1];
    const toArmor = /to armor/i.test(text);
    const def = granted ? (toArmor ? ARMOR_FEATURES : WEAPON_FEATURES)[granted] : undefined;
    const melee = /with a Melee range/i.test(text);
    item.attach = {
      type: toArmor ? 'armor' : melee ? 'meleeWeapon' : 'weapon',
      feature: def
        ? {
            name: granted!,
            description: def.description,
            ...(def.modify ? { modify: def.modify } : {}),
            ...(def.effects ? { effects: def.effects } : {}),
          }
        : {
            name,
            description: describeStructured(x) || describeTerms(text),
            ...(x.effects.length ? { effects: x.effects } : {}),
          },
    };
    if (x.charge && !def) item.charge = { ...x.charge, start: x.charge.max as number };
  } else if (/ Recipe$/.test(name)) {
    const target = name.replace(/ Recipe$/, '');
    const craft = byName.get(target.toLowerCase());
    const stress = /mark a stress/i.test(text) ? 1 : 0;
    item.downtime = {
      ...(craft ? { craft } : {}),
      description: `Downtime move: craft one ${target}${stress ? ' for 1 Stress' : ''}.`,
      ...(stress ? { cost: { stress } } : {}),
    };
  } else {
    const restore: NonNullable<Item['restore']> = {};
    for (const e of x.effects) {
      if (e.kind !== 'resource' || e.target || (typeof e.amount === 'string' && !/d/.test(e.amount)))
        continue;
      const amount = e.amount as string | number;
      if (e.action === 'clear' && e.resource === 'hitPoint') restore.health = amount;
      if (e.action === 'clear' && e.resource === 'stress') restore.stress = amount;
      if (e.action === 'gain' && e.resource === 'hope') restore.hope = amount;
    }
    if (consumable && /^mark a stress/i.test(text)) restore.stress = -1;
    if (consumable && Object.keys(restore).length > 0 && !/ or /.test(text)) item.restore = restore;
    const until =
      /bonus to your (Agility|Strength|Finesse|Instinct|Presence|Knowledge) until your next rest/.exec(text);
    if (until) item.modify = { [lower(until[1]!)]: 1 };
    // Size potions: "+2 bonus to Agility and a -1 penalty to your Proficiency" (or a +1 bonus).
    const size =
      /\+(\d+) bonus to (Agility|Strength|Finesse|Instinct|Presence|Knowledge) and a ([+-]\d+) (?:bonus|penalty) to your Proficiency/.exec(
        text,
      );
    if (size) item.modify = { [lower(size[2]!)]: Number(size[1]), proficiency: Number(size[3]) };
    if (x.effects.length > 0) item.effects = x.effects;
    if (x.charge) item.charge = { ...x.charge, start: x.charge.max as number };
    if (/during downtime, you automatically clear a stress/i.test(text)) {
      item.onShortRest = { resource: { stress: -1 } };
      item.onLongRest = { resource: { stress: -1 } };
    }
    if (/store items|pocket dimension|can fit/i.test(text)) item.container = true;
  }

  // Our hand-written summary wins; it may also correct the extracted effects or restore.
  const own = ITEM_TEXT[name];
  if (!own) throw new Error(`${src.id}: no summary written for "${name}"`);
  item.description = own.d;
  if (own.effects) item.effects = own.effects;
  if (own.restore === null) delete item.restore;
  else if (own.restore) item.restore = own.restore;
  return item;
}

export function buildItems(srd: string): { loot: Item[]; consumables: Item[] } {
  const loot = readJson<SrcItem[]>(srd, 'daggersearch/core/items.json');
  const cons = readJson<SrcItem[]>(srd, 'daggersearch/core/consumables.json');
  const byName = new Map([...loot, ...cons].map((i) => [en(i.name).toLowerCase(), i.id]));
  return {
    loot: loot.map((i) => build(i, false, byName)),
    consumables: cons.map((i) => build(i, true, byName)),
  };
}
