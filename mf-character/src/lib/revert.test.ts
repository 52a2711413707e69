import { describe, expect, it } from 'vitest';
import { characterSchema } from '@duality/rules';
import { revertChange } from './revert';

describe('revertChange', () => {
  it('puts back what the change replaced and keeps what changed elsewhere since', () => {
    const before = characterSchema.parse({
      name: 'Ash',
      resources: { health: 3, stress: 2, armor: 1, hope: 1 },
    });
    const after = { ...before, resources: { health: 0, stress: 0, armor: 0, hope: 1 } };
    const later = { ...after, name: 'Ash the Bold' };
    const undone = revertChange(before, after)(later);
    expect(undone.resources).toEqual(before.resources);
    expect(undone.name).toBe('Ash the Bold');
  });
});
