import { describe, expect, it } from 'vitest';
import { DASHBOARD_TEXT_MAX, dashboardClassText, dashboardSummary } from './dashboard';
import { builtinCatalog } from '../data/content';
import { characterSchema } from '../schemas/character';
import { deriveSheet } from './derive';

const cat = builtinCatalog();

describe('dashboard summary', () => {
  it('class text is "Class" or "Class / Multiclass"', () => {
    expect(dashboardClassText(characterSchema.parse({ baseClass: 'core_class_bard' }), cat)).toBe('Bard');
    const multi = characterSchema.parse({
      baseClass: 'core_class_bard',
      multiclass: { class: 'core_class_rogue', subclass: 'core_subclass_syndicate', domain: 'midnight' },
    });
    expect(dashboardClassText(multi, cat)).toBe('Bard / Rogue');
  });

  it('shares name, level, max/current of each track, Evasion and thresholds, as the sheet derives them', () => {
    const c = characterSchema.parse({
      name: 'Ash',
      level: 3,
      baseClass: 'core_class_guardian',
      resources: { health: 2, stress: 1, armor: 1, hope: 4 },
      inventory: { armor: { id: 'a', itemId: 'core_armor_chainmail_armor', name: 'Chainmail' } },
    });
    const s = dashboardSummary(c, cat);
    expect(s).toEqual({
      character_name: 'Ash',
      character_class: 'Guardian',
      character_level: 3,
      health: { max: 7, current: 2 },
      stress: { max: 6, current: 1 },
      armor: { max: 4, current: 1 },
      hope: { max: 6, current: 4 },
      // Guardian 9, Chainmail is heavy (-1); Chainmail 7/15 plus the level.
      evasion: 8,
      major_threshold: 10,
      severe_threshold: 18,
      conditions: [],
    });
    const sheet = deriveSheet(c, cat);
    expect([s.evasion, s.major_threshold, s.severe_threshold]).toEqual([
      sheet.evasion,
      sheet.thresholds.major,
      sheet.thresholds.severe,
    ]);
    expect([s.health.max, s.stress.max, s.armor.max, s.hope.max]).toEqual([
      sheet.slots.health,
      sheet.slots.stress,
      sheet.slots.armor,
      sheet.slots.hope,
    ]);
  });

  it('shares the conditions in play: the ones set, and Vulnerable while every Stress is marked', () => {
    const c = characterSchema.parse({ baseClass: 'core_class_guardian', conditions: ['hidden'] });
    expect(dashboardSummary(c, cat).conditions).toEqual(['hidden']);
    const stressed = { ...c, resources: { ...c.resources, stress: 6 } };
    expect(dashboardSummary(stressed, cat).conditions).toEqual(['hidden', 'vulnerable']);
  });

  it('keeps every value within what the dashboard row accepts', () => {
    // A document written by another client is not bound by this one's form limits.
    const base = characterSchema.parse({});
    const c = {
      ...base,
      name: 'N'.repeat(150),
      baseClass: 'x'.repeat(100),
      multiclass: { class: 'y'.repeat(100), subclass: 's', domain: 'codex' as const },
      resources: { ...base.resources, health: 40, hope: 9 },
    };
    const s = dashboardSummary(c, cat);
    expect(s.character_name).toHaveLength(DASHBOARD_TEXT_MAX.name);
    expect(s.character_class).toHaveLength(DASHBOARD_TEXT_MAX.classText);
    // More marks than slots: the marks stop at the slots.
    expect(s.health.current).toBe(s.health.max);
    expect(s.hope).toEqual({ current: 6, max: 6 });
  });
});
