// Homebrew documents as the database stores them: one of every kind with its optional parts. A plain module
// (no Playwright import), so the benchmarks build the same documents as the specs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Json } from '@duality/supabase';

export type Kind = 'items' | 'weapons' | 'armor' | 'communities' | 'ancestries' | 'subclasses' | 'classes';
/** A homebrew document as the database stores it (jsonb). */
export type Doc = { [key: string]: Json };

// The first SRD entry of a kind as a document, less the row's own columns (Playwright's loader cannot import
// the rules package's JSON).
const srdDocument = (file: string): Doc => {
  const [first] = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../rules/data', file), 'utf8'),
  ) as Doc[];
  const { id: _id, name: _name, public: _public, ...doc } = first!;
  return doc;
};

const feature = (name: string, extra: Doc = {}): Doc => ({
  name,
  description: `${name}: *steady* hands.`,
  ...extra,
});

/** One document of every kind with the optional parts the spec's homebrew entities have. */
export function fullDocuments(): Record<Kind, Doc> {
  return {
    items: {
      description: 'A lantern that **never** goes out.',
      consumable: false,
      relic: true,
      tier: 2,
      modify: { evasion: 1 },
      restore: { stress: '1d4' },
      charge: { max: 2, recharge: { on: 'longRest', quantity: 'all' } },
      attach: { type: 'armor', feature: { name: 'Glow', description: 'Lights the way.' } },
      downtime: { description: 'Refill the oil.', cost: { stress: 1 } },
      onLongRest: { resource: { stress: 1 } },
    },
    weapons: { ...srdDocument('weapons.json'), feature: feature('Keen', { modify: { agility: 1 } }) },
    armor: { ...srdDocument('armor.json'), feature: feature('Padded', { modify: { evasion: 1 } }) },
    communities: {
      description: 'Folk of the *reef*.',
      personalities: ['brave', 'salty'],
      features: [feature('Tidecall', { id: 'tidecall' })],
    },
    ancestries: {
      description: 'Born of **stone**.',
      features: [feature('Stoneskin', { id: 'stoneskin', modify: { armorScore: 1 } })],
    },
    subclasses: {
      ...srdDocument('subclasses.json'),
      foundation: {
        features: [feature('Root', { charge: { max: 1, recharge: { on: 'rest', quantity: 1 } } })],
        spellcast: 'instinct',
      },
      specialization: { features: [feature('Branch', { companion: true })] },
      mastery: { features: [feature('Crown', { modifyCharge: { features: ['root'], max: 2 } })] },
    },
    classes: srdDocument('classes.json'),
  };
}
