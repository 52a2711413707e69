import { describe, expect, it } from 'vitest';
import { applyTrackDelta, restoreToDelta, restResourceToDelta, tapTrack } from './recovery';

const limits = { armor: 3, health: 6, stress: 6, hope: 6 };
const resources = { armor: 1, health: 3, stress: 2, hope: 2 };

describe('the sense of a negative stress value', () => {
  it('on a consumable, negative stress marks Stress (Snap Powder: stress -1 marks 1)', () => {
    expect(applyTrackDelta(resources, restoreToDelta('stress', -1), limits).stress).toBe(3);
  });
  it('on a consumable, positive stress clears Stress and positive hope gains Hope', () => {
    expect(applyTrackDelta(resources, restoreToDelta('stress', 2), limits).stress).toBe(0);
    expect(applyTrackDelta(resources, restoreToDelta('hope', 2), limits).hope).toBe(4);
  });
  it('on a rest item, negative stress clears Stress (Premium Bedroll: stress -1 clears 1)', () => {
    expect(applyTrackDelta(resources, restResourceToDelta({ stress: -1 }), limits).stress).toBe(1);
    expect(applyTrackDelta(resources, restResourceToDelta({ stress: 1 }), limits).stress).toBe(3);
    expect(restResourceToDelta({})).toEqual({});
  });
  it('keeps every track within 0..its limit', () => {
    const out = applyTrackDelta(resources, { health: -10, hope: 10, armor: 5 }, limits);
    expect(out).toEqual({ armor: 3, health: 0, stress: 2, hope: 6 });
  });
});

describe('tapTrack', () => {
  it('fills up to a tapped empty box and clears from a tapped filled one', () => {
    expect(tapTrack(2, 4, 6)).toBe(5);
    expect(tapTrack(2, 0, 6)).toBe(0);
    expect(tapTrack(2, 1, 6)).toBe(1);
    expect(tapTrack(0, 0, 6)).toBe(1);
  });
  it('never passes the limit', () => {
    expect(tapTrack(0, 9, 6)).toBe(6);
  });
});
