import { describe, expect, it } from 'vitest';
import { deliveryStatus, formatStatus } from './delivery-status';
import type { Registry } from '../registry';

const registry: Registry = {
  schemaVersion: 2,
  revision: 'r1',
  areas: {
    builder: {
      stable: { version: '1.0.0', manifest: '/built/builder/mf-manifest.json' },
      canary: {
        version: '2.0.0',
        manifest: '/cdn/builder/2.0.0/mf-manifest.json',
        percent: 50,
        allow: ['u1'],
      },
      previous: [],
    },
    homebrew: {
      stable: { version: '1.1.0', manifest: '/cdn/homebrew/1.1.0/mf-manifest.json' },
      previous: [{ version: '1.0.0', manifest: '/x' }],
    },
  },
};

describe('delivery status', () => {
  it('counts loads and failures per area and version', () => {
    const status = deliveryStatus(registry, [
      { area: 'builder', version: '2.0.0', outcome: 'loaded' },
      { area: 'builder', version: '2.0.0', outcome: 'failed' },
      { area: 'builder', version: '2.0.0', outcome: 'failed' },
      { area: 'builder', version: '1.0.0', outcome: 'loaded' },
      { area: 'homebrew', version: '2.0.0', outcome: 'loaded' },
    ]);
    expect(status.map((s) => s.area)).toEqual(['builder', 'homebrew']);
    expect(status[0]).toMatchObject({
      stable: { version: '1.0.0', loads: 1, failures: 0 },
      canary: { version: '2.0.0', percent: 50, allow: ['u1'], loads: 1, failures: 2 },
    });
    expect(formatStatus(status)).toEqual([
      'builder',
      '  stable 1.0.0: 1 load, 0 failures',
      '  canary 2.0.0 at 50% and for u1: 1 load, 2 failures',
      'homebrew',
      '  stable 1.1.0: 0 loads, 0 failures',
      '  no canary',
      '  rollback returns to 1.0.0',
    ]);
  });

  it('shows one area when asked', () => {
    expect(deliveryStatus(registry, [], 'homebrew').map((s) => s.area)).toEqual(['homebrew']);
  });
});
