import { afterEach, describe, expect, it } from 'vitest';
import { createBus } from '@duality/bus';
import { storageKeys } from '@duality/platform/storage-keys';
import type { PlatformServices } from '@duality/stores';
import {
  hasStoredSession,
  isStoredSessionKey,
  startServicesForStoredSession,
  type LazyServices,
} from './lazy-services';

/** Counts starts; the services themselves never matter to these rules. */
function countingServices() {
  const counter = { starts: 0 };
  const services: LazyServices = {
    start: () => {
      counter.starts += 1;
      return new Promise<PlatformServices>(() => {});
    },
    endSession: () => Promise.resolve(null),
    changesNotSent: () => Promise.resolve(0),
  };
  return { services, counter };
}

/** A key supabase-js keeps its session under (named by supabase-js, not by the product). */
const storedSession = 'sb-127-auth-token';

afterEach(() => window.localStorage.clear());

describe('lazy services', () => {
  it("recognises supabase-js's stored session keys only", () => {
    expect(isStoredSessionKey('sb-127-auth-token')).toBe(true);
    expect(isStoredSessionKey('sb-localhost-auth-token')).toBe(true);
    expect(isStoredSessionKey(storageKeys.consent)).toBe(false);
    expect(isStoredSessionKey('sb-127-auth-token-code-verifier')).toBe(false);
    expect(isStoredSessionKey(null)).toBe(false);
    window.localStorage.setItem(storageKeys.consent, '{}');
    expect(hasStoredSession(window.localStorage)).toBe(false);
    window.localStorage.setItem(storedSession, '{}');
    expect(hasStoredSession(window.localStorage)).toBe(true);
  });

  it('starts at once when a session is stored, and announces nothing itself', () => {
    window.localStorage.setItem(storedSession, '{}');
    const bus = createBus();
    const { services, counter } = countingServices();
    startServicesForStoredSession(services, bus, window);
    expect(counter.starts).toBe(1);
    expect(bus.last('session.changed')).toBeUndefined();
  });

  it('without a stored session announces a signed-out visitor, and starts when another tab signs in', () => {
    const bus = createBus();
    const { services, counter } = countingServices();
    startServicesForStoredSession(services, bus, window);
    expect(counter.starts).toBe(0);
    expect(bus.last('session.changed')).toEqual({ user: null });
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.consent, newValue: '{}' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'sb-127-auth-token', newValue: null }));
    expect(counter.starts).toBe(0);
    window.dispatchEvent(new StorageEvent('storage', { key: 'sb-127-auth-token', newValue: '{}' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'sb-127-auth-token', newValue: '{}' }));
    expect(counter.starts).toBe(1);
  });
});
