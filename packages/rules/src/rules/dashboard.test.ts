import { describe, expect, it } from 'vitest';
import { dashboardClassText, dashboardSummary } from './dashboard';
import { builtinCatalog } from '../data/content';
import { characterSchema } from '../schemas/character';
import { dashboardRowSchema } from '../schemas/records';

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
  it('shares name, level and max/current of each track, and fits a dashboard row', () => {
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
    });
    expect(dashboardRowSchema.safeParse({ id: 1, campaign_id: 1, character_id: 1, ...s }).success).toBe(true);
  });
});
