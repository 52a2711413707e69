// Domain cards: facts from daggersearch, effects extracted from their text, descriptions written from them.
import type { Domain, DomainCard } from '../../src/index';
import { autoFeature } from './auto';
import { CARD_TEXT } from './card-text';
import { en, plain, readJson, slug, type Localized, type RichText } from './read';

interface SrcCard {
  id: string;
  name: Localized;
  domain: string;
  type: string;
  level: number;
  recallCost: number;
  features: { name?: Localized; description: RichText }[];
}

export function buildDomainCards(srd: string): DomainCard[] {
  return readJson<SrcCard[]>(srd, 'daggersearch/core/domain-cards.json').map((c) => {
    const name = en(c.name);
    const features = c.features.map((f, i) => {
      const fname = f.name ? en(f.name) : c.features.length > 1 ? `${name} ${i + 1}` : name;
      const feature = autoFeature(fname, plain(f.description), `${c.id}_${slug(fname)}`);
      const own = CARD_TEXT[fname];
      if (own === undefined) throw new Error(`${c.id}: no summary written for "${fname}"`);
      if (typeof own === 'string') return { ...feature, description: own };
      return {
        ...feature,
        description: own.d,
        ...(own.e ? { effects: own.e } : {}),
        ...(own.modify ? { modify: own.modify } : {}),
      };
    });
    const type = c.type.toLowerCase() as DomainCard['type'];
    const body =
      features.length > 1
        ? features.map((f) => `${f.name} — ${f.description}`).join(' / ')
        : (features[0]?.description ?? '');
    return {
      id: c.id,
      name,
      domain: c.domain.toLowerCase() as Domain,
      level: c.level,
      type,
      recallCost: c.recallCost,
      description: body,
      features: features as DomainCard['features'],
    };
  });
}
