// Public surface of @duality/bus. The `bus` constant is THE platform bus: this module is shared as a
// Module Federation singleton, so the shell and every remote evaluate it once and get the same instance.
import { createBus } from './bus';

export { busVersion, createBus, BusOnceError, BusPayloadError, BusUnknownEventError, type Bus } from './bus';
export {
  events,
  type DeliveryKind,
  type EventInput,
  type EventMap,
  type EventName,
  type EventPayload,
} from './events';

/** The platform's one bus instance (a federation singleton, never a global variable). */
export const bus = createBus();
