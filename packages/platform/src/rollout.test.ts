import { describe, expect, it } from 'vitest';
import type { AreaEntry } from './registry';
import { bucketOf, chooseEntry } from './rollout';

const stable = { version: '1.0.0', manifest: '/cdn/builder/1.0.0/mf-manifest.json' };
const withCanary = (percent: number, allow: string[] = []): AreaEntry => ({
  stable,
  previous: [],
  canary: { version: '2.0.0', manifest: '/cdn/builder/2.0.0/mf-manifest.json', percent, allow },
});

describe('rollout', () => {
  it('gives every key a bucket from 0 to 99, the same one every time', () => {
    for (const key of ['', 'a', 'user-1', crypto.randomUUID()]) {
      const b = bucketOf(key);
      expect(b).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(100);
      expect(bucketOf(key)).toBe(b);
    }
  });

  it('spreads 2,000 visitor ids evenly enough that 50 percent means about half', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `visitor-${i}`);
    const share = ids.filter((id) => bucketOf(id) < 50).length / ids.length;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.55);
  });

  it('serves stable without a canary, and at 0 percent', () => {
    expect(chooseEntry({ stable, previous: [] }, { userId: null, bucket: 0 }).entry).toBe(stable);
    expect(chooseEntry(withCanary(0), { userId: 'u', bucket: 0 }).channel).toBe('stable');
  });

  it('serves the canary below the percent, and to the allow-list whatever the bucket', () => {
    expect(chooseEntry(withCanary(30), { userId: null, bucket: 29 }).channel).toBe('canary');
    expect(chooseEntry(withCanary(30), { userId: null, bucket: 30 }).channel).toBe('stable');
    expect(chooseEntry(withCanary(100), { userId: null, bucket: 99 }).channel).toBe('canary');
    const allowed = chooseEntry(withCanary(0, ['qa-user']), { userId: 'qa-user', bucket: 99 });
    expect(allowed).toMatchObject({ channel: 'canary', reason: 'allow-list', entry: { version: '2.0.0' } });
  });

  it('honours a QA pin over bucket and allow-list', () => {
    expect(chooseEntry(withCanary(0), { userId: null, bucket: 50 }, 'canary').channel).toBe('canary');
    expect(chooseEntry(withCanary(100, ['u']), { userId: 'u', bucket: 0 }, 'stable')).toMatchObject({
      channel: 'stable',
      reason: 'pinned',
    });
  });
});
