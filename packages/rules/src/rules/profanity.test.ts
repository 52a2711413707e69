import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MASK_SYMBOLS, maskProfanity, maskText, profanityPattern } from './profanity';
import { PROFANITY_BLOCKLIST } from '../data/blocklist';

const rng = () => 0.5;
const list = ['darn', 'heck'];

describe('profanity masking', () => {
  it('masks whole words, any case, with symbols of the same length', () => {
    const out = maskText('Darn it, HECK and heckle', profanityPattern(list), rng);
    expect(out).toMatch(/^[#@$!%*?]{4} it, [#@$!%*?]{4} and heckle$/);
  });
  it('leaves words that only contain a blocked word', () => {
    expect(maskText('darnit heckler', profanityPattern(list), rng)).toBe('darnit heckler');
  });
  it('masks every string field at any depth except id, created_at and user_id', () => {
    const record = {
      id: 'darn',
      user_id: 'heck',
      created_at: 'darn',
      name: 'Darn Blade',
      feature: { name: 'x', description: 'what the heck', nested: [{ text: 'darn' }] },
      tags: ['heck', 'fine'],
      score: 3,
    };
    const out = maskProfanity(record, list, rng);
    expect(out.id).toBe('darn');
    expect(out.user_id).toBe('heck');
    expect(out.created_at).toBe('darn');
    expect(out.name).toMatch(/^[#@$!%*?]{4} Blade$/);
    expect(out.feature.description).toMatch(/^what the [#@$!%*?]{4}$/);
    expect(out.feature.nested[0]!.text).toMatch(/^[#@$!%*?]{4}$/);
    expect(out.tags).toEqual([expect.stringMatching(/^[#@$!%*?]{4}$/), 'fine']);
    expect(out.score).toBe(3);
    expect(record.name).toBe('Darn Blade');
  });
  it('uses the injected randomness for the symbols', () => {
    let i = 0;
    const cycle = () => (i++ % MASK_SYMBOLS.length) / MASK_SYMBOLS.length;
    expect(maskText('darn', profanityPattern(list), cycle)).toBe('#@$!');
  });
  it('ships a non-empty blocklist of lower-case words', () => {
    expect(PROFANITY_BLOCKLIST.length).toBeGreaterThan(10);
    for (const w of PROFANITY_BLOCKLIST) expect(w).toMatch(/^[a-z]+$/);
  });
  it('property: masking keeps length and never leaves a blocked word', () => {
    const word = fc.constantFrom(...list, 'Darn', 'HECK', 'hello', 'world', 'darned');
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 0.9999, noNaN: true }),
        (words, r) => {
          const text = words.join(' ');
          const out = maskText(text, profanityPattern(list), () => r);
          const outWords = out.split(' ');
          return (
            out.length === text.length &&
            outWords.every((w, i) =>
              list.includes(words[i]!.toLowerCase()) ? /^[#@$!%*?]+$/.test(w) : w === words[i],
            )
          );
        },
      ),
    );
  });
  it('property: strings under protected keys are never changed', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const out = maskProfanity({ id: `${a} darn`, nested: { user_id: `heck ${b}` } }, list, rng);
        return out.id === `${a} darn` && out.nested.user_id === `heck ${b}`;
      }),
    );
  });
});
