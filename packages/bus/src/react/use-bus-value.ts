import { useMemo } from 'react';
import { bus as platformBus, type events, type Bus, type EventName, type EventPayload } from '@duality/bus';
import { useObservableValue } from './use-observable-value';

/** The events that keep a value (replay-last and once); a stream event has none to read. */
export type RetainedEventName = {
  [N in EventName]: (typeof events)[N]['delivery'] extends 'stream' ? never : N;
}[EventName];

/**
 * The latest value of a replay-last or once event (undefined until one is published), re-rendering when a
 * new one arrives (stream events keep no value, so they do not type-check here). The bus is
 * imported by its package name so that a remote reads THE platform bus (the federation singleton), not a
 * bundled copy.
 */
export function useBusValue<N extends RetainedEventName>(
  name: N,
  bus: Bus = platformBus,
): EventPayload<N> | undefined {
  const changes = useMemo(() => bus.on(name), [bus, name]);
  return useObservableValue(changes, () => bus.last(name));
}
