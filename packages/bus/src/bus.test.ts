import { describe, expect, it } from 'vitest';
import { busVersion, BusOnceError, BusPayloadError, BusUnknownEventError, createBus, type Bus } from './bus';
import { events } from './events';

const collect =
  <T>(values: T[]) =>
  (v: T) =>
    values.push(v);

describe('stream delivery', () => {
  it('delivers to current listeners only, never replays to late ones', () => {
    const bus = createBus();
    const early: unknown[] = [];
    bus.on('toast.requested').subscribe(collect(early));
    bus.publish('toast.requested', { message: 'Saved changes to Ara', tone: 'success' });
    const late: unknown[] = [];
    bus.on('toast.requested').subscribe(collect(late));
    expect(early).toEqual([{ message: 'Saved changes to Ara', tone: 'success' }]);
    expect(late).toEqual([]);
    expect(bus.last('toast.requested')).toBeUndefined();
  });

  it('applies schema defaults for listeners', () => {
    const bus = createBus();
    const got: unknown[] = [];
    bus.on('navigation.requested').subscribe(collect(got));
    bus.publish('navigation.requested', { to: '/about' });
    expect(got).toEqual([{ to: '/about', replace: false }]);
  });
});

describe('replay-last delivery', () => {
  it('gives a late listener the last value only, then later ones', () => {
    const bus = createBus();
    bus.publish('session.changed', { user: { id: 'u1', email: 'a@b.c', displayName: 'A' } });
    bus.publish('session.changed', { user: null });
    const got: unknown[] = [];
    bus.on('session.changed').subscribe(collect(got));
    expect(got).toEqual([{ user: null }]);
    bus.publish('session.changed', { user: { id: 'u2', email: null, displayName: null } });
    expect(got).toHaveLength(2);
    expect(bus.last('session.changed')).toEqual({ user: { id: 'u2', email: null, displayName: null } });
  });

  it('gives nothing to a listener before the first value', () => {
    const bus = createBus();
    const got: unknown[] = [];
    bus.on('consent.changed').subscribe(collect(got));
    expect(got).toEqual([]);
    expect(bus.last('consent.changed')).toBeUndefined();
  });
});

describe('once delivery', () => {
  it('fires once, reaches late listeners, and refuses a second publish', () => {
    const bus = createBus();
    bus.publish('shell.ready', { areas: ['character'], registryVersion: '1' });
    const got: unknown[] = [];
    bus.on('shell.ready').subscribe(collect(got));
    expect(got).toEqual([{ areas: ['character'], registryVersion: '1' }]);
    expect(() => bus.publish('shell.ready', { areas: [], registryVersion: '2' })).toThrow(BusOnceError);
    expect(got).toHaveLength(1);
  });
});

describe('validation', () => {
  it('rejects a bad payload with a message naming the event and field, and delivers nothing', () => {
    const bus = createBus();
    const got: unknown[] = [];
    bus.on('remote.load_failed').subscribe(collect(got));
    expect(() =>
      bus.publish('remote.load_failed', { area: 'nowhere' as 'character', phase: 'load', message: 'x' }),
    ).toThrow(/remote\.load_failed.*area/);
    expect(() => bus.publish('navigation.requested', { to: 'relative' })).toThrow(BusPayloadError);
    expect(got).toEqual([]);
  });

  it('does not let a failed once-publish count as fired', () => {
    const bus = createBus();
    expect(() => bus.publish('shell.ready', { areas: ['x' as 'character'], registryVersion: '1' })).toThrow(
      BusPayloadError,
    );
    bus.publish('shell.ready', { areas: [], registryVersion: '1' });
    expect(bus.last('shell.ready')).toEqual({ areas: [], registryVersion: '1' });
  });
});

describe('instances', () => {
  it('keeps separate buses separate and gives each its own id', () => {
    const a = createBus();
    const b = createBus();
    const got: unknown[] = [];
    b.on('toast.requested').subscribe(collect(got));
    a.publish('toast.requested', { message: 'only on a' });
    expect(got).toEqual([]);
    expect(a.instanceId).not.toEqual(b.instanceId);
  });

  it('declares a delivery kind and schema for every event', () => {
    for (const [name, def] of Object.entries(events)) {
      expect(['stream', 'replay-last', 'once'], name).toContain(def.delivery);
      expect(typeof def.schema.safeParse, name).toBe('function');
    }
  });
});

describe('events from another version', () => {
  // An area built against a newer bus may publish an event the shell's bus (the page's singleton) lacks.
  const newerArea = (bus: Bus) =>
    bus as unknown as { publish(name: string, payload: unknown): void; on(name: string): unknown };

  it('refuses an unknown event with an error naming both versions, and keeps working', () => {
    const bus = createBus();
    bus.noteClient('builder', '9.1.0');
    expect(() => newerArea(bus).publish('character.levelled_up', { level: 2 })).toThrow(
      new BusUnknownEventError('character.levelled_up', new Map([['builder', '9.1.0']])),
    );
    expect(() => newerArea(bus).publish('character.levelled_up', {})).toThrow(
      `The shell's bus (v${busVersion}) does not know the event "character.levelled_up"; areas here were built against other buses: builder v9.1.0.`,
    );
    expect(() => newerArea(bus).on('character.levelled_up')).toThrow(BusUnknownEventError);
    const got: unknown[] = [];
    bus.on('toast.requested').subscribe(collect(got));
    bus.publish('toast.requested', { message: 'still here' });
    expect(got).toHaveLength(1);
  });

  it('names only its own version when every area matches it', () => {
    const bus = createBus();
    bus.noteClient('homebrew', busVersion);
    expect(() => newerArea(bus).publish('nope', {})).toThrow(
      `The shell's bus (v${busVersion}) does not know the event "nope".`,
    );
    expect(bus.version).toBe(busVersion);
  });
});
