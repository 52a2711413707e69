import { describe, expect, it } from 'vitest';
import { areaLifecyclesOf, type AreaContract } from './mount-contract';

const fn = () => Promise.resolve();
const contract: AreaContract = {
  bootstrap: fn,
  mount: fn,
  unmount: fn,
  version: '5.0.0',
  builtAgainst: { bus: '2.0.1' },
};

describe('areaLifecyclesOf: the exposed module as the shell loads it', () => {
  it('takes the default export when it is the whole contract, the same object (bootstrapped once)', () => {
    expect(areaLifecyclesOf({ default: contract, bootstrap: fn, mount: fn, unmount: fn })).toBe(contract);
  });

  it('reads a remote built before the contract by its named exports, without the versions it lacks', () => {
    const legacy = { bootstrap: fn, mount: fn, unmount: fn, version: '1.0.0' };
    expect(areaLifecyclesOf(legacy)).toBe(legacy);
    expect(areaLifecyclesOf(legacy)?.builtAgainst).toBeUndefined();
  });

  it('does not take a default export that misses a part of the contract', () => {
    const { builtAgainst: _dropped, ...withoutBus } = contract;
    expect(areaLifecyclesOf({ default: withoutBus })).toBeNull();
    expect(areaLifecyclesOf({ default: { ...contract, mount: 'mount' } })).toBeNull();
    expect(areaLifecyclesOf({ default: { ...contract, version: '' } })).toBeNull();
    expect(areaLifecyclesOf(null)).toBeNull();
    expect(areaLifecyclesOf('module')).toBeNull();
  });
});
