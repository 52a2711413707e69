import { describe, expect, it } from 'vitest';
import { companionFormSchema } from './companion-form';

const ok = { name: 'Pip', species: 'Fox', attack: 'Bite', experiences: ['Fetch', 'Loyal'] };
const messages = (input: unknown) => {
  const r = companionFormSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('companionFormSchema (SRD: Ranger Companion)', () => {
  it('takes a name, species, attack and two Experiences, trimmed', () => {
    expect(companionFormSchema.parse({ ...ok, name: '  Pip ' }).name).toBe('Pip');
    expect(messages(ok)).toEqual([]);
  });
  it('says what is missing in plain words', () => {
    expect(messages({ name: '', species: '', attack: ' ', experiences: ['', 'Loyal'] })).toEqual([
      'name: Name your companion.',
      'species: Write what kind of animal your companion is.',
      'attack: Describe how your companion attacks, like Bite or Claws.',
      'experiences.0: Name this Experience.',
    ]);
    expect(messages({ ...ok, experiences: ['Fetch'] })).toEqual([
      'experiences: Your companion starts with two Experiences.',
    ]);
  });
  it('refuses two Experiences with the same name', () => {
    expect(messages({ ...ok, experiences: ['Fetch', 'fetch'] })).toEqual([
      'experiences.1: Each Experience needs its own name.',
    ]);
  });
});
