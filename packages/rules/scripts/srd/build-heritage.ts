// Ancestries and communities: facts and names from daggersearch, features and blurbs from our tables.
import type { Ancestry, Community } from '../../src/index';
import { defFeature } from './auto';
import type { FeatureDef } from './equipment-features';
import { ANCESTRY_BLURBS, ANCESTRY_FEATURES, COMMUNITY_BLURBS, COMMUNITY_FEATURES } from './heritage';
import { en, readJson, slug, type Localized } from './read';

interface Src {
  id: string;
  name: Localized;
  personalities?: Localized[];
  features: { name: Localized }[];
}

function build(srd: string, file: string, blurbs: Record<string, string>, table: Record<string, FeatureDef>) {
  return readJson<Src[]>(srd, 'daggersearch/core', file).map((x) => {
    const name = en(x.name);
    const blurb = blurbs[name];
    if (!blurb) throw new Error(`${x.id}: no description written`);
    return {
      id: x.id,
      name,
      public: false,
      description: blurb,
      ...(x.personalities ? { personalities: x.personalities.map(en) } : {}),
      features: x.features.map((f) => {
        const fname = en(f.name);
        const def = table[`${name}/${fname}`];
        if (!def) throw new Error(`${x.id}: no structured definition for "${fname}"`);
        return defFeature(fname, def, `${x.id}_${slug(fname)}`) as Ancestry['features'][number];
      }),
    };
  });
}

export const buildAncestries = (srd: string): Ancestry[] =>
  build(srd, 'ancestries.json', ANCESTRY_BLURBS, ANCESTRY_FEATURES);
export const buildCommunities = (srd: string): Community[] =>
  build(srd, 'communities.json', COMMUNITY_BLURBS, COMMUNITY_FEATURES);
