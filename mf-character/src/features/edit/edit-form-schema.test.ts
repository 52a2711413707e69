import { describe, expect, it } from 'vitest';
import { characterSchema } from '@duality/rules';
import { applyEditForm, editFormDefaults, editFormSchema } from './edit-form-schema';

const character = characterSchema.parse({
  name: 'Ara',
  experience: [{ name: 'Sailor', score: 2 }],
  inventory: {
    items: [
      { id: 'x', itemId: 'x', name: 'Lucky coin', custom: true },
      { id: 'p', itemId: 'core_consumable_health_potion', name: 'Health Potion' },
    ],
  },
});

describe('the edit form', () => {
  it('starts from the character with one empty row to add to', () => {
    const d = editFormDefaults(character);
    expect(d.experience).toEqual([
      { name: 'Sailor', score: 2 },
      { name: '', score: 2 },
    ]);
    expect(d.customItems).toEqual([
      { id: 'x', name: 'Lucky coin' },
      { id: '', name: '' },
    ]);
  });
  it('adds, renames and drops rows, and leaves catalog items alone', () => {
    const values = editFormSchema.parse({
      ...editFormDefaults(character),
      name: ' Ara Vey ',
      experience: [
        { name: '', score: 2 },
        { name: 'Cartographer', score: '3' },
      ],
      customItems: [
        { id: 'x', name: '' },
        { id: '', name: 'Old map' },
      ],
    });
    const out = applyEditForm(character, values, 'new');
    expect(out.name).toBe('Ara Vey');
    expect(out.experience).toEqual([{ name: 'Cartographer', score: 3 }]);
    expect(out.inventory.items.map((i) => [i.id, i.name])).toEqual([
      ['p', 'Health Potion'],
      ['new', 'Old map'],
    ]);
  });
  it('asks every class question, answered or not, and stores only the answered ones', () => {
    const answered = { ...character, background: [{ question: 'Who taught you?', answer: 'My aunt' }] };
    const questions = { background: ['Who taught you?', 'What do you fear?'], connection: ['Why trust me?'] };
    const d = editFormDefaults(answered, questions);
    expect(d.background).toEqual([
      { question: 'Who taught you?', answer: 'My aunt' },
      { question: 'What do you fear?', answer: '' },
    ]);
    expect(d.connection).toEqual([{ question: 'Why trust me?', answer: '' }]);
    const out = applyEditForm(answered, editFormSchema.parse(d), 'new');
    expect(out.background).toEqual([{ question: 'Who taught you?', answer: 'My aunt' }]);
    expect(out.connection).toEqual([]);
  });
  it('refuses an empty name in the spec words of the form', () => {
    const r = editFormSchema.safeParse({ ...editFormDefaults(character), name: ' ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Give your character a name');
  });
});
