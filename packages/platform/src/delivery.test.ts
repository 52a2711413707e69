import { describe, expect, it } from 'vitest';
import { addCanary, DeliveryError, promote, rollback, setRollout } from './delivery';
import type { Registry } from './registry';

const v = (version: string) => ({ version, manifest: `/cdn/builder/${version}/mf-manifest.json` });
const empty: Registry = { schemaVersion: 2, revision: 'r0', areas: {} };

describe('delivery edits', () => {
  const released = addCanary(empty, 'builder', v('2.0.0'), 'r1', v('1.0.0'));

  it('releases as a canary at 0 percent next to the stable', () => {
    expect(released.revision).toBe('r1');
    expect(released.areas.builder).toEqual({
      stable: v('1.0.0'),
      previous: [],
      canary: { ...v('2.0.0'), percent: 0, allow: [] },
    });
    expect(() => addCanary(empty, 'builder', v('2.0.0'), 'r1')).toThrow(DeliveryError);
    expect(() => addCanary(released, 'builder', v('1.0.0'), 'r2')).toThrow('already the stable version');
  });

  it('widens the canary by percent and allow-list, and refuses another version or a bad percent', () => {
    const half = setRollout(released, 'builder', '2.0.0', { percent: 50 }, 'r2');
    expect(half.areas.builder?.canary).toMatchObject({ percent: 50, allow: [] });
    const allowed = setRollout(half, 'builder', '2.0.0', { allow: ['u1'] }, 'r3');
    expect(allowed.areas.builder?.canary).toMatchObject({ percent: 50, allow: ['u1'] });
    expect(() => setRollout(half, 'builder', '3.0.0', { percent: 5 }, 'r4')).toThrow('the canary is 2.0.0');
    expect(() => setRollout(half, 'builder', '2.0.0', { percent: 101 }, 'r4')).toThrow('0 to 100');
    expect(() => setRollout(empty, 'homebrew', '1.0.0', { percent: 1 }, 'r4')).toThrow('not in the registry');
  });

  it('promotes the canary to stable and keeps the old stable for rollback', () => {
    const promoted = promote(released, 'builder', 'r2');
    expect(promoted.areas.builder).toEqual({ stable: v('2.0.0'), previous: [v('1.0.0')] });
    expect(() => promote(promoted, 'builder', 'r3')).toThrow('no canary');
    const back = rollback(promoted, 'builder', 'r3');
    expect(back.areas.builder).toEqual({ stable: v('1.0.0'), previous: [] });
    expect(() => rollback(back, 'builder', 'r4')).toThrow('no earlier stable');
  });

  it('withdraws a canary on rollback, keeping the stable', () => {
    const back = rollback(setRollout(released, 'builder', '2.0.0', { percent: 50 }, 'r2'), 'builder', 'r3');
    expect(back.areas.builder).toEqual({ stable: v('1.0.0'), previous: [] });
  });
});
