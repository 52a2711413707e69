// Pattern extraction: reads the common mechanical phrases of SRD rules text into structured effects, charges
// and modify maps. It recognises phrasing, it does not copy it: the output is data, described later in our words.
import type { Charge, EffectInput, Modify } from '../../src/index';

type Range = 'Melee' | 'Very Close' | 'Close' | 'Far' | 'Very Far';
const WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  additional: 1,
};
const num = (w: string | undefined): number => (w === undefined ? 1 : (WORDS[w.toLowerCase()] ?? Number(w)));
const TRAITS = ['agility', 'strength', 'finesse', 'instinct', 'presence', 'knowledge'] as const;
const REST: Record<string, 'rest' | 'shortRest' | 'longRest'> = {
  rest: 'rest',
  'short rest': 'shortRest',
  'long rest': 'longRest',
};

export interface Extracted {
  effects: EffectInput[];
  charge?: Charge;
  modify?: Modify;
}

/** Shortens a captured phrase to its first few words (data labels, never a sentence). */
const STOP = /\s+(to|from|a|an|the|you|your|of|for|on|in|that|make)$/i;
const label = (s: string, words = 4) => {
  let out = s
    .replace(
      /^(a |an |any )?(roll|rolls|action rolls?|attack rolls?|presence rolls?) (to|that involve)\s+/i,
      '',
    )
    .replace(/^(rolls? (to|that involve)|your|any|the)\s+/i, '')
    .trim()
    .split(/\s+/)
    .slice(0, words)
    .join(' ')
    .replace(/[,;:]$/, '');
  while (STOP.test(out)) out = out.replace(STOP, '');
  return out;
};

function triggerOf(t: string): EffectInput['trigger'] {
  if (
    /^(when|after) you (succeed on|make a successful) an? attack|on a successful attack|when you succeed on an attack/i.test(
      t,
    )
  )
    return 'attackHit';
  if (
    /when an adversary attacks you|when you are attacked|targeted for an attack|attack against you/i.test(t)
  )
    return 'attacked';
  if (/when you would mark your last hit point|mark your last hit point/i.test(t)) return 'lastHitPoint';
  if (/when you would mark your last stress|mark your last stress/i.test(t)) return 'lastStress';
  if (/mark your last armor slot/i.test(t)) return 'lastArmorSlot';
  if (/when you (would )?take (severe |major |minor )?damage|when you take damage|incoming .*damage/i.test(t))
    return 'damageTaken';
  if (/when you roll with fear/i.test(t)) return 'rollWithFear';
  if (/when you roll a? ?\d+ on (a|your) damage die|maximum value on a damage die/i.test(t))
    return 'damageDieRolled';
  if (/(at the (start|beginning) of (each|a|every) session)/i.test(t)) return 'sessionStart';
  if (/when you take a long rest|during a long rest|on a long rest/i.test(t)) return 'longRest';
  if (/when you take a short rest|during a short rest/i.test(t)) return 'shortRest';
  if (/during (a|your) rest|when you rest/i.test(t)) return 'rest';
  if (/downtime/i.test(t)) return 'downtime';
  if (/when you fail/i.test(t)) return 'rollFailed';
  if (/critically succeed|critical success/i.test(t)) return 'critical';
  if (/(before|when) you make an attack|when you attack/i.test(t)) return 'attackMade';
  if (/when you mark an armor slot/i.test(t)) return 'armorMarked';
  return 'passive';
}

/** Reads effects, a charge and a modify map out of one feature's rules text. */
export function extract(text: string): Extracted {
  const t = text.replace(/[’]/g, "'");
  const effects: EffectInput[] = [];
  const modify: Modify = {};
  const common: Partial<EffectInput> = {};
  let charge: Charge | undefined;

  const freq = /\bonce per (long rest|short rest|rest|session)\b/i.exec(t);
  const times = /\b(two|three|four|five|\d+) times per (long rest|short rest|rest|session)\b/i.exec(t);
  const per = (freq?.[1] ?? times?.[2])?.toLowerCase();
  if (per) {
    const uses = times ? num(times[1]) : 1;
    common.frequency = per === 'session' ? 'session' : (REST[per] ?? 'rest');
    if (uses > 1) common.uses = uses;
    if (per !== 'session') charge = { max: uses, recharge: { on: REST[per]!, quantity: 'all' } };
  }

  const cost: NonNullable<EffectInput['cost']> = {};
  const hope = /\bspend (\d+|a|an|two|three|four|five) hope\b/i.exec(t);
  if (hope) cost.hope = num(hope[1]);
  if (/\bspend any number of hope\b/i.test(t)) cost.variable = 'hope';
  const stress =
    /(?<!must )(?<!they )(?<!target )\bmark (\d+|a|an|two|three) stress (to|and|instead)\b/i.exec(t);
  if (stress) cost.stress = num(stress[1]);
  if (/\bmark (1 or more|any number of) stress\b/i.test(t)) cost.variable = 'stress';
  if (/(?<!must )\bmark (an|one of your) armor slots? (to|instead)\b/i.test(t)) cost.armorSlot = 1;
  if (Object.keys(cost).length > 0) common.cost = cost;

  const range = /\bwithin (melee|very close|close|far|very far) range\b/i.exec(t);
  if (range) common.range = range[1]!.replace(/\b\w/g, (c) => c.toUpperCase()) as Range;
  const chance = /\broll an? (d\d+)\. on a result of (\d+)(?: or higher|\+|[–-]\d+)?/i.exec(t);
  if (chance) common.chance = { die: chance[1]!, min: Number(chance[2]) };
  const trigger = triggerOf(t);
  const base = (): Partial<EffectInput> => ({
    ...common,
    // A cost, or a roll the player chooses to make, means the effect is something you do.
    trigger:
      trigger === 'passive' &&
      (common.cost || /^(make|spend|mark|choose|touch|describe|summon|conjure)\b/i.test(t))
        ? 'action'
        : trigger,
  });
  const seen = new Set<string>();
  const push = (e: Record<string, unknown>) => {
    const effect = { ...base(), ...e } as EffectInput;
    const key = JSON.stringify(effect);
    if (!seen.has(key)) effects.push(effect);
    seen.add(key);
  };

  // Permanent stat changes become a modify map (the sheet adds them); everything else is an effect.
  for (const m of t.matchAll(
    /([+-]\d+) to (evasion|armor score|agility|strength|finesse|instinct|presence|knowledge|severe damage threshold|major damage threshold|all character traits and evasion)/gi,
  )) {
    const v = Number(m[1]);
    const key = m[2]!.toLowerCase();
    if (key === 'all character traits and evasion') {
      for (const tr of TRAITS) modify[tr] = v;
      modify.evasion = v;
    } else if (key === 'armor score') modify.armorScore = v;
    else if (key === 'severe damage threshold') modify.severeDamageThreshold = v;
    else if (key === 'major damage threshold') modify.majorDamageThreshold = v;
    else modify[key as 'evasion'] = v;
  }
  const perm =
    /permanent \+(\d+) bonus to your (evasion|agility|strength|finesse|instinct|presence|knowledge|damage thresholds|severe damage threshold|major damage threshold)/i.exec(
      t,
    );
  if (perm) {
    const v = Number(perm[1]);
    const what = perm[2]!.toLowerCase();
    if (what === 'damage thresholds') {
      modify.majorDamageThreshold = v;
      modify.severeDamageThreshold = v;
    } else if (what === 'severe damage threshold') modify.severeDamageThreshold = v;
    else if (what === 'major damage threshold') modify.majorDamageThreshold = v;
    else modify[what as 'evasion'] = v;
  }
  const slot = /\b(?:gain|add) (an|one|\d+) additional (hit point|stress|hope) slots?/i.exec(t);
  if (slot)
    modify[
      ({ 'hit point': 'healthSlot', stress: 'stressSlot', hope: 'hopeSlot' } as const)[
        slot[2]!.toLowerCase() as 'stress'
      ]
    ] = num(slot[1]);

  const adv = /\b(?:have|gain|get) advantage on ([^.;]+)/i.exec(t);
  if (adv)
    push({
      kind: 'advantage',
      // Only the listed roll kinds before any clause about something else ("..., add a d10 to damage").
      on: adv[1]!
        .split(/\b(?:until|while|when|if|against|with|as long as)\b/i)[0]!
        .split(/,\s*(?:or\s+|and\s+)?|\s+or\s+/)
        .filter((part, i) => i === 0 || !/\b(add|end|deal|you|your move)\b/i.test(part))
        .map((s) => label(s, 3))
        .filter(Boolean)
        .slice(0, 3),
    });
  if (/\bdisadvantage\b/i.test(t) && !/ignore disadvantage/i.test(t)) {
    const dis = /disadvantage on ([^.;]+)/i.exec(t);
    push({ kind: 'disadvantage', on: [dis ? label(dis[1]!) : 'the roll'] });
  }

  for (const m of t.matchAll(
    /([+-]\d+) (?:bonus )?to (?:your |their |the )?(next )?(attack rolls?|damage rolls?|spellcast rolls?|action rolls?|reaction rolls?|proficiency|evasion|damage thresholds|(agility|strength|finesse|instinct|presence|knowledge) rolls?|rolls?)/gi,
  )) {
    if (/^[+-]\d+ to (evasion)$/i.test(m[0]) && modify.evasion !== undefined) continue;
    const what = m[3]!.toLowerCase();
    const roll = what.startsWith('attack')
      ? 'attack'
      : what.startsWith('damage roll')
        ? 'damage'
        : what.startsWith('spellcast')
          ? 'spellcast'
          : what.startsWith('reaction')
            ? 'reaction'
            : what === 'proficiency'
              ? 'proficiency'
              : what === 'evasion'
                ? 'evasion'
                : what === 'damage thresholds'
                  ? 'thresholds'
                  : m[4]
                    ? 'trait'
                    : 'action';
    push({
      kind: 'rollBonus',
      roll,
      amount: Number(m[1]),
      ...(m[4] ? { trait: m[4].toLowerCase() } : {}),
      ...(m[2] ? { duration: 'nextRoll' } : {}),
    });
  }
  const scaled =
    /bonus to (?:your )?(damage rolls?|damage thresholds|evasion|attack rolls?) equal to (?:your |their )?(level|tier|proficiency|current tier|agility|strength|finesse|instinct|presence|knowledge)/i.exec(
      t,
    );
  if (scaled) {
    const by = scaled[2]!.toLowerCase().replace('current ', '');
    const w = scaled[1]!.toLowerCase();
    push({
      kind: 'rollBonus',
      roll: w.startsWith('damage roll')
        ? 'damage'
        : w === 'damage thresholds'
          ? 'thresholds'
          : w === 'evasion'
            ? 'evasion'
            : 'attack',
      amount: by,
    });
  }

  for (const m of t.matchAll(/\b(\d*d\d+(?:\s*\+\s*\d+)?)\s+(direct )?(physical |magic )?damage/gi)) {
    const dice = m[1]!.replace(/\s/g, '');
    push({
      kind: 'damage',
      dice,
      ...(m[3]
        ? { damageType: m[3].trim() === 'magic' ? 'magical' : 'physical' }
        : m[2]
          ? { damageType: 'direct' }
          : {}),
    });
  }
  const extra =
    /\b(?:add|roll) (?:a |an )?(\d*d\d+)s? (?:to|and add .* to) (?:your |the )?(?:next )?damage roll/i.exec(
      t,
    ) ?? /\bextra (\d*d\d+) damage/i.exec(t);
  if (extra) push({ kind: 'damage', dice: extra[1]!, extra: true });
  if (/number of d6s equal to your tier/i.test(t)) push({ kind: 'damage', dice: 'tier d6', extra: true });

  for (const m of t.matchAll(
    /\bclear (\d+d\d+(?:\+\d+)?|\d+|a|an|all|two|three) (hit points?|hp|stress|armor slots?)/gi,
  )) {
    const what = m[2]!.toLowerCase();
    const amount = /d/.test(m[1]!) ? m[1]! : m[1]!.toLowerCase() === 'all' ? 'all' : num(m[1]);
    push({
      kind: 'resource',
      resource: what.startsWith('stress') ? 'stress' : what.startsWith('armor') ? 'armorSlot' : 'hitPoint',
      action: 'clear',
      amount,
    });
  }
  const gainHope = /\bgain (\d+d\d+|\d+|a|an|two|three) hope\b/i.exec(t);
  if (gainHope)
    push({
      kind: 'resource',
      resource: 'hope',
      action: 'gain',
      amount: /d/.test(gainHope[1]!) ? gainHope[1]! : num(gainHope[1]),
    });
  const marks =
    /\b(?:target|targets|they|adversary|adversaries|attacker)[^.]*?\bmust mark (a|an|\d+|additional) (stress|hp|hit point)/i.exec(
      t,
    ) ?? /\b(?:the target|they|adversaries) marks? (a|an|\d+) (stress|hp|hit point)/i.exec(t);
  if (marks)
    push({
      kind: 'resource',
      resource: marks[2]!.toLowerCase() === 'stress' ? 'stress' : 'hitPoint',
      action: 'mark',
      amount: num(marks[1]),
      target: 'target',
    });

  if (/\breroll\b/i.test(t)) {
    const what = /hope die/i.test(t)
      ? 'hopeDie'
      : /duality dice/i.test(t)
        ? 'dualityDice'
        : /force an adversary .*reroll|adversary to reroll/i.test(t)
          ? 'adversaryAttack'
          : /damage dice/i.test(t)
            ? 'damage'
            : /attack/i.test(t)
              ? 'attack'
              : 'failedRoll';
    push({ kind: 'reroll', what });
  }
  const replace = /\b(?:roll|use) an? (d\d+) as your (hope die|damage die|advantage die)/i.exec(t);
  if (replace)
    push({
      kind: 'dieReplace',
      die: replace[2]!.toLowerCase().startsWith('hope')
        ? 'hopeDie'
        : replace[2]!.toLowerCase().startsWith('damage')
          ? 'damageDie'
          : 'advantageDie',
      with: replace[1]!,
    });
  const cond =
    /\b(vulnerable|restrained|hidden|stunned|distract(?:ed)?|asleep|frightened|immobilized)\b/i.exec(t);
  if (cond)
    push({
      kind: 'condition',
      condition: cond[1]!.charAt(0).toUpperCase() + cond[1]!.slice(1).toLowerCase(),
      target: /\byou (are|become)\b/i.test(t) ? 'self' : 'target',
    });
  const res = /resistance to (physical|magic) damage/i.exec(t);
  if (res)
    push({ kind: 'resistance', damageType: res[1]!.toLowerCase() === 'magic' ? 'magical' : 'physical' });
  const sev =
    /reduce the severity [^.]*?by (one|two) thresholds?|reduce the severity of an attack by (two) thresholds/i.exec(
      t,
    );
  if (sev) push({ kind: 'severity', change: -num(sev[1] ?? sev[2]) });
  if (/\bhalve (the )?(incoming )?(physical )?damage|halve the damage/i.test(t))
    push({ kind: 'resource', resource: 'hitPoint', action: 'halveDamage' });
  if (/\bnegate (that|the) damage/i.test(t))
    push({ kind: 'resource', resource: 'hitPoint', action: 'negateDamage' });
  if (/\byou can fly|\bfly\b/i.test(t)) push({ kind: 'movement', mode: 'fly' });
  else if (/teleport|reappear/i.test(t)) push({ kind: 'movement', mode: 'teleport' });
  else if (
    /knock(?:s|ing)? (?:the target |them |yourself |either yourself or the target )?back|knock the target back/i.test(
      t,
    )
  )
    push({ kind: 'movement', mode: 'knockback' });
  else if (/\bpull (the target|them)\b/i.test(t)) push({ kind: 'movement', mode: 'pull' });
  if (/additional downtime move/i.test(t)) push({ kind: 'downtimeMove', count: 1 });
  if (/\ball (other )?adversaries within|\btargets all adversaries|\bgroup of (adversaries|targets)/i.test(t))
    push({ kind: 'extraTargets', count: 'all' });
  else if (/\b(another|additional) (creature|target|adversar)/i.test(t))
    push({ kind: 'extraTargets', count: 1 });

  const out: Extracted = { effects };
  if (charge) out.charge = charge;
  if (Object.keys(modify).length > 0) out.modify = modify;
  return out;
}
