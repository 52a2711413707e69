// Features built automatically from rules text: extracted mechanics plus a description written from them.
import type { FeatureInput } from '../../src/index';
import { describeStructured, describeTerms } from './describe';
import { extract } from './extract';
import type { FeatureDef } from './equipment-features';

/** A feature from SRD text: structured where the phrasing is recognised, described in our words either way. */
export function autoFeature(name: string, text: string, id?: string): FeatureInput {
  const x = extract(text);
  const structured = describeStructured({ modify: x.modify, effects: x.effects, charge: x.charge });
  return {
    ...(id ? { id } : {}),
    name,
    description: structured || describeTerms(text),
    ...(x.modify ? { modify: x.modify } : {}),
    ...(x.charge ? { charge: x.charge } : {}),
    ...(x.effects.length > 0 ? { effects: x.effects } : {}),
  };
}

/** A feature from a hand-written definition. */
export function defFeature(name: string, def: FeatureDef, id?: string): FeatureInput {
  return {
    ...(id ? { id } : {}),
    name,
    description: def.description,
    ...(def.modify ? { modify: def.modify } : {}),
    ...(def.charge ? { charge: def.charge } : {}),
    ...(def.effects ? { effects: def.effects } : {}),
  };
}
