// Deriving the full sheet of a level-10 multiclass character with equipment, attachments, buffs, custom effects,
// level selections and a full loadout: the work the sheet does on every edit. Reports the median per derivation.
import { characterSchema, deriveSheet, type CharacterInput, type LevelSelection } from '@duality/rules';
import { builtinCatalog } from '@duality/rules/content';
import { measure, report } from './lib/measure';

const catalog = builtinCatalog();
let n = 0;
const sel = (
  level: number,
  type: LevelSelection['type'],
  value: LevelSelection['value'] = null,
): LevelSelection => ({
  id: `sel-${n++}`,
  level,
  type,
  value,
  options: {},
});

const input: CharacterInput = {
  name: 'Bench',
  level: 10,
  baseClass: 'core_class_warrior',
  subclass: ['core_subclass_call_of_the_brave'],
  multiclass: { class: 'core_class_rogue', subclass: 'core_subclass_nightwalker', domain: 'midnight' },
  ancestry: ['core_ancestry_galapa', 'core_ancestry_giant'],
  community: 'core_community_ridgeborne',
  agility: { score: 2 },
  strength: { score: 1 },
  finesse: { score: 1 },
  instinct: { score: 0 },
  presence: { score: 0 },
  knowledge: { score: -1 },
  experience: [
    { name: 'Soldier' },
    { name: 'Cook' },
    { name: 'Tracker' },
    { name: 'Sailor' },
    { name: 'Spy' },
  ],
  levelSelections: [
    sel(2, 'trait', ['agility', 'strength']),
    sel(2, 'hitPoint'),
    sel(3, 'stress'),
    sel(3, 'evasion'),
    sel(4, 'subclass'),
    sel(4, 'hitPoint'),
    sel(5, 'multiclass', 'core_class_rogue'),
    sel(6, 'trait', ['finesse', 'instinct']),
    sel(6, 'stress'),
    sel(7, 'proficiency'),
    sel(8, 'trait', ['agility', 'presence']),
    sel(8, 'evasion'),
    sel(9, 'subclass'),
    sel(9, 'hitPoint'),
    sel(10, 'proficiency'),
  ],
  inventory: {
    weapons: [
      { id: 'w1', itemId: 'core_weapon_legendary_greatsword', name: 'Greatsword', equipped: true },
      { id: 'w2', itemId: 'core_weapon_legendary_round_shield', name: 'Round Shield', equipped: true },
      { id: 'w3', itemId: 'core_weapon_dagger', name: 'Dagger', equipped: false },
    ],
    armor: { id: 'a1', itemId: 'core_armor_legendary_full_plate_armor', name: 'Full Plate' },
    items: [
      { id: 'i1', itemId: 'core_item_bolster_relic', name: 'Bolster Relic' },
      { id: 'i2', itemId: 'core_consumable_health_potion', name: 'Health Potion', quantity: 3 },
      { id: 'i3', itemId: 'custom-1', name: 'Lucky coin', custom: true, modify: { evasion: 1 } },
      { id: 'i4', itemId: 'core_item_gem_of_might', name: 'Gem of Might', attachment: 'w1' },
    ],
  },
  domainCards: {
    loadout: [
      'core_domain_card_get_back_up',
      'core_domain_card_rage_up',
      'core_domain_card_blade_touched',
      'core_domain_card_frenzy',
      'core_domain_card_uncanny_disguise',
    ],
    vault: ['core_domain_card_a_soldiers_bond', 'core_domain_card_reckless'],
  },
  buffs: [
    { id: 'b1', name: 'Blessed', modify: { evasion: 1, majorDamageThreshold: 2 } },
    { id: 'b2', name: 'Scarred', scar: true, modify: { hopeSlot: -1 } },
    { id: 'b3', name: 'Inactive', enabled: false, modify: { armorScore: 3 } },
  ],
  customEffects: [{ name: 'Training', modify: [{ stat: 'strength', score: 1 }] }],
};
const character = characterSchema.parse(input);

// Guard against benchmarking a broken fixture: every id must resolve and the numbers must be plausible.
const check = deriveSheet(character, catalog);
const missing = [
  ...character.inventory.weapons.map((w) => w.itemId).filter((id) => !catalog.weapons.has(id)),
  ...(character.inventory.armor && !catalog.armor.has(character.inventory.armor.itemId)
    ? [character.inventory.armor.itemId]
    : []),
];
if (missing.length > 0 || check.tier !== 4 || check.features.length < 10) {
  console.error('Benchmark fixture is broken:', {
    missing,
    tier: check.tier,
    features: check.features.length,
  });
  process.exit(1);
}
console.log(
  `level ${check.level} ${check.domains.join('/')}: evasion ${check.evasion}, armor ${check.armorScore}, ` +
    `thresholds ${check.thresholds.major}/${check.thresholds.severe}, ${check.features.length} features, ${check.modifiers.length} modifiers`,
);

const result = await measure(
  'rules: deriveSheet (level 10 multiclass, equipped, buffed)',
  () => deriveSheet(character, catalog),
  {
    runs: 2000,
    warmup: 200,
  },
);
report([result]);
