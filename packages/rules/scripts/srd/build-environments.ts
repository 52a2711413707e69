// Environments from daggerheart-data/core/environments.json (numbers, feature names and kinds) with their
// potential adversaries from seansbox/environments.json (the only source that lists them), resolved to our
// adversary ids; every sentence comes from environment-text.ts.
import type { Adversary, Environment, PotentialAdversaries } from '../../src/gm/adversary';
import { splitFeatureName } from './build-adversaries';
import { ENVIRONMENT_TEXT } from './environment-text';
import { en, readJson, type Localized } from './read';

interface SrcEnvironment {
  id: string;
  name: Localized;
  tier: number;
  type: string;
  difficulty?: number;
  features: { name: Localized }[];
}

// The sources spell one name two ways.
const ALIASES: Record<string, string> = { corruptor: 'corrupter' };
const norm = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[a-z]+/g, (w) => ALIASES[w] ?? w)
    .replace(/[’']/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/**
 * Two feature names are whole SRD sentences of eight words or more; we ship a shorter form of each, so no
 * shipped string repeats an 8-word run of the SRD (the fidelity test pins these two and every other name).
 */
export const SHORTENED_FEATURE_NAMES: Record<string, string> = {
  "It'd Be a Shame If Something Happened to Your Store": 'Shame If Something Happened to Your Store',
  'Everything You Are This Place Will Take from You': 'This Place Will Take from You',
};

/**
 * "Beasts (Bear, Dire Wolf), Merchant" → groups of adversary ids. A member is found by its own name, by the
 * group's name before it ("Jagged Knife Bandits (Hexer)" → Jagged Knife Hexer), or as the end of one
 * adversary's name ("Abomination" → Outer Realms Abomination). Notes in parentheses without names are dropped.
 */
export function parsePotential(text: string, adversaries: readonly Adversary[]): PotentialAdversaries {
  if (text.trim() === 'Any') return { any: true };
  const byName = new Map(adversaries.map((a) => [norm(a.name), a.id]));
  const find = (member: string, group: string): string => {
    const m = norm(member).replace(/s$/, ''); // "Fallen Shock Troops" names the Fallen Shock Troop
    const prefix = norm(group).split(' ').slice(0, -1).join(' ');
    const hit =
      byName.get(m) ??
      byName.get(`${m}s`) ??
      (prefix ? byName.get(`${prefix} ${m}`) : undefined) ??
      adversaries.filter((a) => norm(a.name).endsWith(` ${m}`)).map((a) => a.id)[0];
    if (!hit) throw new Error(`potential adversary not found: "${member}" (in "${group}")`);
    return hit;
  };
  const groups: { label: string; adversaries: string[] }[] = [];
  for (const m of text.matchAll(/([^,(]*?)\s*\(([^)]*)\)|([^,()]+)/g)) {
    if (m[3] !== undefined) {
      const name = m[3].trim();
      if (name) groups.push({ label: name, adversaries: [find(name, '')] });
      continue;
    }
    const label = (m[1] ?? '').trim();
    if (!label) continue; // a parenthesised note, not a group
    groups.push({ label, adversaries: m[2]!.split(',').map((x) => find(x.trim(), label)) });
  }
  return { groups };
}

/** Reads the SRD's environments and joins each with our text; throws on any text missing or left over. */
export function buildEnvironments(srd: string, adversaries: readonly Adversary[]): Environment[] {
  const src = readJson<SrcEnvironment[]>(srd, 'daggerheart-data/core/environments.json');
  const seans = readJson<{ name: string; potential_adversaries: string }[]>(
    srd,
    'seansbox/environments.json',
  );
  const used = new Set<string>();
  const list = src.map((e) => {
    const slug = e.id.replace(/^core_environment_/, '');
    const text = ENVIRONMENT_TEXT[slug];
    if (!text) throw new Error(`${e.id}: no text in environment-text.ts`);
    used.add(slug);
    const name = en(e.name);
    const potential = seans.find((s) => norm(s.name) === norm(name))?.potential_adversaries;
    if (potential === undefined) throw new Error(`${e.id}: no potential adversaries in seansbox`);
    const features = e.features.map((f) => {
      const { name: fname, kind } = splitFeatureName(en(f.name));
      const description = text.f[fname];
      if (!description) throw new Error(`${e.id}: no text for feature "${fname}"`);
      return { name: SHORTENED_FEATURE_NAMES[fname] ?? fname, kind, description, srdName: fname };
    });
    const extra = Object.keys(text.f).filter((k) => !features.some((f) => f.srdName === k));
    if (extra.length) throw new Error(`${e.id}: text for features it does not have: ${extra.join(', ')}`);
    const environment: Environment = {
      id: e.id,
      name,
      tier: e.tier,
      type: e.type.toLowerCase() as Environment['type'],
      description: text.d,
      impulses: text.i,
      difficulty: e.difficulty ?? null,
      potentialAdversaries: parsePotential(potential, adversaries),
      features: features.map(({ srdName: _, ...f }) => f),
    };
    return environment;
  });
  const unused = Object.keys(ENVIRONMENT_TEXT).filter((k) => !used.has(k));
  if (unused.length) throw new Error(`environment text for unknown environments: ${unused.join(', ')}`);
  return list;
}
