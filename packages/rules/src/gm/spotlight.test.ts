// SRD: The Spotlight; Turn Order and Action Economy ("Optional: Spotlight Tracker Tool").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SPOTLIGHT_TOKENS,
  handSpotlight,
  newSpotlight,
  refillSpotlightTokens,
  useSpotlightTokens,
  type SpotlightState,
} from './spotlight';

const pc = (id: string) => ({ kind: 'character' as const, id });
const ok = (r: SpotlightState | { error: string }): SpotlightState => {
  if ('error' in r) throw new Error(r.error);
  return r;
};

describe('the spotlight', () => {
  it('moves freely to a character or the adversaries when the tracker is off', () => {
    let s = newSpotlight();
    expect(s.holder).toBeNull();
    s = ok(handSpotlight(s, pc('a')));
    s = ok(handSpotlight(s, { kind: 'adversaries' }));
    s = ok(handSpotlight(s, pc('a')));
    expect(s.holder).toEqual(pc('a'));
    expect(s.tokens).toBeNull();
  });
  it('with the tracker each character spends a token; one with none is passed over; all refill when spent', () => {
    expect(SPOTLIGHT_TOKENS).toBe(3);
    let s = useSpotlightTokens(newSpotlight(), ['a', 'b'], 1);
    s = ok(handSpotlight(s, pc('a')));
    expect(s.tokens).toEqual({ a: 0, b: 1 });
    expect(handSpotlight(s, pc('a'))).toEqual({
      error: 'That character has used every spotlight token; pick someone else.',
    });
    s = ok(handSpotlight(s, { kind: 'adversaries' }));
    expect(s.tokens).toEqual({ a: 0, b: 1 });
    s = ok(handSpotlight(s, pc('b')));
    expect(s.tokens).toEqual({ a: 1, b: 1 });
    expect(refillSpotlightTokens(ok(handSpotlight(s, pc('a'))))).toMatchObject({ tokens: { a: 1, b: 1 } });
  });
  it('property: tokens stay within 0..per character, and a refused hand-over changes nothing', () => {
    const ids = ['a', 'b', 'c'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.constantFrom('a', 'b', 'c', 'gm'), { maxLength: 40 }),
        (per, moves) => {
          let s = useSpotlightTokens(newSpotlight(), ids, per);
          for (const m of moves) {
            const r = handSpotlight(s, m === 'gm' ? { kind: 'adversaries' } : pc(m));
            if ('error' in r) {
              expect(s.tokens?.[m]).toBe(0);
              continue;
            }
            s = r;
            for (const n of Object.values(s.tokens!)) expect(n >= 0 && n <= per).toBe(true);
            expect(Object.values(s.tokens!).some((n) => n > 0)).toBe(true);
          }
        },
      ),
    );
  });
});
