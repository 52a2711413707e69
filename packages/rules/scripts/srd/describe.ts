// Writes a feature's description from its structured data, in our own terse words: what it costs, when it
// fires and what it does. Used wherever no hand-written summary exists.
import type { Charge, EffectInput, Modify } from '../../src/index';

const STAT_LABEL: Record<string, string> = {
  healthSlot: 'Hit Point slot',
  stressSlot: 'Stress slot',
  hopeSlot: 'Hope slot',
  armorScore: 'Armor Score',
  majorDamageThreshold: 'Major threshold',
  severeDamageThreshold: 'Severe threshold',
  primaryMeleeDamage: 'primary Melee damage',
  companionEvasion: 'companion Evasion',
  companionStressSlot: 'companion Stress slot',
  companionDamage: 'companion damage die step',
  companionRange: 'companion range step',
  companionTraining: 'companion training',
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const statName = (k: string) => STAT_LABEL[k] ?? cap(k);
const signed = (v: number | string) => (typeof v === 'number' ? (v >= 0 ? `+${v}` : `${v}`) : `+${v}`);

/** "+1 Evasion, -1 Agility". */
export function describeModify(modify: Modify | undefined): string {
  return Object.entries(modify ?? {})
    .map(([k, v]) => `${signed(v as number)} ${statName(k)}`)
    .join(', ');
}

const TRIGGER: Partial<Record<NonNullable<EffectInput['trigger']>, string>> = {
  creation: 'at creation',
  sessionStart: 'at session start',
  sessionEnd: 'at session end',
  rest: 'on a rest',
  shortRest: 'on a short rest',
  longRest: 'on a long rest',
  downtime: 'in downtime',
  attackMade: 'when attacking',
  attackHit: 'on a hit',
  attackMissed: 'on a miss',
  critical: 'on a critical',
  attacked: 'when attacked',
  attackedInMelee: 'when attacked in Melee',
  damageTaken: 'when taking damage',
  damageDealt: 'when dealing damage',
  damageDieRolled: 'on certain damage die results',
  rollFailed: 'after a failed roll',
  rollWithFear: 'on a roll with Fear',
  rollWithHope: 'on a roll with Hope',
  hopeSpent: 'when spending Hope',
  stressMarked: 'when marking Stress',
  armorMarked: 'when marking Armor',
  lastHitPoint: 'at your last Hit Point',
  lastStress: 'at your last Stress',
  lastArmorSlot: 'at your last Armor Slot',
  falling: 'while falling',
  death: 'on death',
};
const FREQ: Record<string, string> = {
  session: 'per session',
  rest: 'per rest',
  shortRest: 'per short rest',
  longRest: 'per long rest',
};
const RESOURCE: Record<string, string> = {
  hope: 'Hope',
  stress: 'Stress',
  hitPoint: 'HP',
  armorSlot: 'Armor',
  fear: 'Fear',
};
const ROLL: Record<string, string> = {
  action: 'action rolls',
  attack: 'attack rolls',
  damage: 'damage',
  spellcast: 'Spellcast rolls',
  reaction: 'reaction rolls',
  experience: 'an Experience',
  trait: 'rolls',
  evasion: 'Evasion',
  thresholds: 'damage thresholds',
  proficiency: 'Proficiency',
  hopeDie: 'the Hope Die',
};
const REROLL: Record<string, string> = {
  dualityDice: 'reroll the Duality Dice',
  hopeDie: 'reroll the Hope Die',
  attack: 'reroll the attack',
  damage: 'reroll damage dice',
  failedRoll: 'reroll',
  adversaryAttack: 'force a foe to reroll',
  self: 'reroll',
};

/** One effect as a short clause, e.g. "+2 to attack rolls" or "clear 1d4 HP". */
export function describeEffect(e: EffectInput): string {
  switch (e.kind) {
    case 'advantage':
      return `advantage on ${e.on.join(', ')}`;
    case 'disadvantage':
      return `disadvantage on ${e.on.join(', ')}`;
    case 'rollBonus': {
      const what = e.roll === 'trait' && e.trait ? `${cap(e.trait)} rolls` : ROLL[e.roll];
      return `${signed(e.amount)} to ${what}${e.duration === 'nextRoll' ? ' (next roll)' : ''}`;
    }
    case 'damage':
      if (e.dice === 'tier d6') return 'add d6s equal to tier to damage';
      return e.extra
        ? `+${e.dice} damage`
        : `${e.dice}${e.damageType && e.damageType !== 'either' ? ` ${e.damageType === 'magical' ? 'magic' : e.damageType}` : ''} damage`;
    case 'attack':
      return `${cap(e.trait)} ${e.range} attack, ${e.damage} ${e.damageType === 'magical' ? 'magic' : 'physical'}`;
    case 'resource': {
      const r = RESOURCE[e.resource] ?? e.resource;
      const n = e.amount === undefined ? 1 : e.amount;
      if (e.action === 'halveDamage') return 'halve the damage';
      if (e.action === 'negateDamage') return 'negate the damage';
      if (e.action === 'avoid') return `don't mark the ${r}`;
      const who = e.target && e.target !== 'self' ? `${e.target === 'target' ? 'target' : e.target} ` : '';
      const verb = who ? `${e.action}s` : e.action;
      return `${who}${verb} ${n} ${r}`;
    }
    case 'reroll':
      return REROLL[e.what] ?? 'reroll';
    case 'dieReplace':
      return `use ${e.with} as ${e.die === 'hopeDie' ? 'Hope Die' : e.die === 'damageDie' ? 'damage die' : 'advantage die'}`;
    case 'resistance':
      return `resist ${e.damageType === 'magical' ? 'magic' : e.damageType} damage`;
    case 'severity':
      return `${e.change < 0 ? 'lower' : 'raise'} severity by ${Math.abs(e.change)} threshold${Math.abs(e.change) > 1 ? 's' : ''}`;
    case 'condition':
      return e.target === 'self' ? `become ${e.condition}` : `target becomes ${e.condition}`;
    case 'movement':
      return {
        fly: 'fly',
        leap: 'leap',
        climb: 'climb',
        swim: 'swim',
        silent: 'move silently',
        teleport: 'teleport',
        knockback: 'knock back',
        pull: 'pull into Melee',
        walkOnWater: 'walk on water',
        glide: 'glide down safely',
      }[e.mode];
    case 'rangeChange':
      return `${e.from} counts as ${e.to}`;
    case 'extraTargets':
      return e.count === 'all'
        ? 'hits every foe in the area'
        : e.count === 'variable'
          ? 'one extra target per cost paid'
          : `+${e.count} target`;
    case 'weaponTrait':
      return `attack with ${cap(e.trait)}`;
    case 'downtimeMove':
      return `+${e.count} downtime move`;
    case 'requirement':
      return `needs ${cap(e.stat)} ${e.max} or lower`;
    case 'flag':
      return e.flag.replace(/([A-Z])/g, ' $1').toLowerCase();
  }
}

/** A full description from structured parts; empty string when there is nothing structured. */
export function describeStructured(parts: {
  modify?: Modify;
  effects?: EffectInput[];
  charge?: Charge;
}): string {
  const sentences: string[] = [];
  const mod = describeModify(parts.modify);
  if (mod) sentences.push(`${mod}.`);
  const effects = parts.effects ?? [];
  if (effects.length > 0) {
    const first = effects[0]!;
    const lead: string[] = [];
    if (first.frequency && first.frequency !== 'atWill' && first.frequency !== 'once') {
      lead.push(`${first.uses && first.uses > 1 ? `${first.uses}x` : 'Once'} ${FREQ[first.frequency]}`);
    }
    const trig = first.trigger ? TRIGGER[first.trigger] : undefined;
    if (trig) lead.push(trig);
    const c = first.cost;
    if (c?.hope) lead.push(`spend ${c.hope} Hope`);
    if (c?.stress) lead.push(`mark ${c.stress} Stress`);
    if (c?.armorSlot) lead.push(`mark ${c.armorSlot} Armor`);
    if (c?.hitPoint) lead.push(`mark ${c.hitPoint} HP`);
    if (c?.handfuls) lead.push(`pay ${c.handfuls} handful${c.handfuls > 1 ? 's' : ''}`);
    if (c?.variable) lead.push(`pay any ${c.variable === 'hope' ? 'Hope' : 'Stress'}`);
    if (first.chance) lead.push(`roll ${first.chance.die}, on ${first.chance.min}+`);
    const clauses = [...new Set(effects.map(describeEffect))];
    const range = first.range ? ` (${first.range})` : '';
    const body = `${clauses.join('; ')}${range}`;
    sentences.push(lead.length > 0 ? `${cap(lead.join(', '))}: ${body}.` : `${cap(body)}.`);
  } else if (parts.charge) {
    const r = parts.charge.recharge?.on;
    sentences.push(`${parts.charge.max} use${parts.charge.max === 1 ? '' : 's'}${r ? ` ${FREQ[r]}` : ''}.`);
  }
  return sentences.join(' ');
}

const KEY_TERMS = [
  'Spellcast Roll',
  'attack',
  'Hope',
  'Stress',
  'Hit Point',
  'Armor Slot',
  'Evasion',
  'Experience',
  'domain card',
  'vault',
  'loadout',
  'companion',
  'ally',
  'allies',
  'adversary',
  'rest',
  'downtime',
  'Fear',
  'damage',
  'Melee',
  'Very Close',
  'Close',
  'Far',
];

/** A fallback for rules text we could not structure: the game terms it involves, as a pointer. */
export function describeTerms(text: string): string {
  const terms = KEY_TERMS.filter((k) => new RegExp(`\\b${k}`, 'i').test(text)).slice(0, 5);
  return terms.length > 0
    ? `Situational effect involving ${terms.join(', ')}.`
    : 'Situational narrative effect.';
}
