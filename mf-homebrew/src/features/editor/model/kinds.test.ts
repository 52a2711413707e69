import { describe, expect, it } from 'vitest';
import {
  HOMEBREW_DATA_TOO_BIG,
  HOMEBREW_KINDS,
  HOMEBREW_LIMITS,
  homebrewSchemas,
  LIMITS,
} from '@duality/rules';
import { BUILTIN_HOMEBREW } from '@duality/rules/content';
import { emptyFeature } from './form-values';
import { errorsUnder } from './issues';
import { KIND_MODELS, checkForm, formOf, templateForm } from './kinds';
import { setAt } from './paths';

// Every SRD entry of a kind, read into the form and written back, is the same record: no field the spec's
// entities have is lost or changed by the editor (ids of features made from names aside, which the SRD has).
describe('the form of every kind', () => {
  for (const kind of HOMEBREW_KINDS) {
    it(`${kind}: SRD entries survive the round trip through the form`, () => {
      const entries = BUILTIN_HOMEBREW[kind];
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const checked = checkForm(kind, formOf(kind, entry));
        if (!checked.ok) throw new Error(`${entry.name}: ${JSON.stringify(checked.errors)}`);
        const expected = homebrewSchemas[kind].parse({ ...entry, id: 'draft' });
        expect(checked.record).toEqual(expected);
      }
    });

    it(`${kind}: an empty form names the fields that need a value, and a stored draft form reads back`, () => {
      const empty = KIND_MODELS[kind].empty();
      const checked = checkForm(kind, empty);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.errors.name).toBe('Required');
      expect(KIND_MODELS[kind].formSchema.parse(JSON.parse(JSON.stringify(empty)))).toEqual(empty);
    });
  }

  it('a template is a private copy named "(copy)"', () => {
    const [bard] = BUILTIN_HOMEBREW.classes;
    const form = templateForm('classes', { ...bard!, public: true });
    expect(form.name).toBe(`${bard!.name} (copy)`);
    expect(form.public).toBe(false);
  });
});

describe('optional parts', () => {
  it('an item with every optional part becomes the document the spec describes', () => {
    let form = KIND_MODELS.items.empty();
    const edits: [string, unknown][] = [
      ['name', 'Lantern'],
      ['description', 'Never goes *out*.'],
      ['relic', true],
      ['tier', '2'],
      [
        'modify',
        [
          { key: 'evasion', value: '1' },
          { key: 'agility', value: 'tier' },
        ],
      ],
      ['restore.stress', '1d4+1'],
      ['restore.hope', '-1'],
      ['charge', { enabled: true, max: '2', start: '', recharge: { on: 'longRest', quantity: '' } }],
      ['attach.enabled', true],
      ['attach.type', 'armor'],
      ['attach.feature.name', 'Glow'],
      ['attach.feature.description', 'Lights the way.'],
      ['downtime.enabled', true],
      ['downtime.description', 'Refill the oil.'],
      ['downtime.cost.stress', '1'],
      ['onLongRest.resource.stress', '1'],
    ];
    for (const [path, value] of edits) form = setAt(form, path, value);
    const checked = checkForm('items', form);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(checked.record).toMatchObject({
      name: 'Lantern',
      relic: true,
      tier: 2,
      modify: { evasion: 1, agility: 'tier' },
      restore: { stress: '1d4+1', hope: -1 },
      charge: { max: 2, recharge: { on: 'longRest', quantity: 'all' } },
      attach: { type: 'armor', feature: { name: 'Glow', description: 'Lights the way.' } },
      downtime: { description: 'Refill the oil.', cost: { stress: 1 } },
      onLongRest: { resource: { stress: 1 } },
    });
    expect(checked.record).not.toHaveProperty('consumable');
    expect(checked.record).not.toHaveProperty('onShortRest');
  });

  it('a record whose fields each fit but whose whole document is over the byte limit is refused, naming it', () => {
    let form = formOf('ancestries', BUILTIN_HOMEBREW.ancestries[0]!);
    const feature = (form.features as unknown[])[0] as Record<string, unknown>;
    const features = Array.from({ length: HOMEBREW_LIMITS.featuresMax }, (_, i) => ({
      ...feature,
      name: `Long ${i}`,
      description: 'x'.repeat(LIMITS.descriptionMax),
    }));
    form = setAt(form, 'features', features);
    const checked = checkForm('ancestries', form);
    expect(checked).toEqual({ ok: false, errors: { '': HOMEBREW_DATA_TOO_BIG } });
    expect(HOMEBREW_DATA_TOO_BIG).toContain('32,768 bytes');
    expect(checkForm('ancestries', setAt(form, 'features', features.slice(0, 5))).ok).toBe(true);
  });

  it('a subclass feature keeps its charge, modifyCharge and companion flag', () => {
    let form = formOf('subclasses', BUILTIN_HOMEBREW.subclasses[0]!);
    form = setAt(form, 'mastery.features.0.modifyCharge', {
      enabled: true,
      features: 'root, branch',
      max: '3',
      recharge: { on: 'shortRest', quantity: '1' },
    });
    form = setAt(form, 'mastery.features.0.companion', true);
    const checked = checkForm('subclasses', form);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(checked.record.mastery.features[0]).toMatchObject({
      modifyCharge: { features: ['root', 'branch'], max: 3, recharge: { on: 'shortRest', quantity: 1 } },
      companion: true,
    });
  });

  it('a weapon without its feature switch has no feature; ancestry features get ids from their names', () => {
    const weapon = checkForm(
      'weapons',
      setAt(formOf('weapons', BUILTIN_HOMEBREW.weapons[0]!), 'feature.enabled', false),
    );
    expect(weapon.ok && weapon.record.feature).toBe(null);
    let ancestry = setAt(KIND_MODELS.ancestries.empty(), 'name', 'Stonefolk');
    ancestry = setAt(ancestry, 'features', [{ ...emptyFeature(), name: 'Stone Skin' }]);
    const checked = checkForm('ancestries', ancestry);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(checked.record.features[0]?.id).toBe('stone-skin');
  });
});

describe('messages beside the fields', () => {
  it('puts each schema issue on the path of the field that wrote it', () => {
    let form = formOf('classes', BUILTIN_HOMEBREW.classes[0]!);
    form = setAt(form, 'evasion', 'ten');
    form = setAt(form, 'startingHitPoints', '40');
    form = setAt(form, 'classFeatures.0.charge', {
      enabled: true,
      max: 'lots',
      start: '',
      recharge: { on: '', quantity: '' },
    });
    form = setAt(form, 'domains.1', '');
    const checked = checkForm('classes', form);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      evasion: 'Enter a whole number',
      startingHitPoints: 'At most 12',
      'domains.1': expect.stringMatching(/^Choose one of: arcana, blade/),
      'classFeatures.0.charge.max': expect.stringMatching(/proficiency/),
    });
  });

  it('a stat bonus without its stat, or with a bad bonus, is named on the stat bonuses part', () => {
    let form = setAt(KIND_MODELS.items.empty(), 'name', 'Charm');
    form = setAt(form, 'modify', [
      { key: '', value: '1' },
      { key: 'evasion', value: 'lots' },
    ]);
    const checked = checkForm('items', form);
    if (checked.ok) throw new Error('a stat bonus without a stat was accepted');
    expect(errorsUnder(checked.errors, 'modify')).toMatch(
      /^(?=.*evasion: Choose one of: proficiency, level, tier)(?=.*Choose a stat)/,
    );
  });

  it('a bad dice string is named with the rules’ own message', () => {
    const checked = checkForm(
      'items',
      setAt(setAt(formOf('items', BUILTIN_HOMEBREW.items[0]!), 'restore.health', '3 dice'), 'name', 'X'),
    );
    expect(!checked.ok && checked.errors['restore.health']).toBe(
      'Expected dice such as 1d4+1, d10+3 or a number',
    );
  });
});
