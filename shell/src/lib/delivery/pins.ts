// QA pins: a tester pins an area to its stable or canary version, with `?pin=builder:canary` (several
// separated by commas, `builder:auto` to unpin) or the /dev controls. Kept on the device so the pin holds
// while navigating. Only honoured when the runtime config enables the development tools.
import { areaNameSchema, channelSchema, type AreaName, type Channel } from '@duality/platform';
import { z } from '@duality/libs/zod-mini';
import { storageKeys } from '@duality/platform/storage-keys';

export const pinsKey = storageKeys.areaPins;
const pinsSchema = z.partialRecord(areaNameSchema, channelSchema);
export type Pins = z.infer<typeof pinsSchema>;

export function readPins(storage: Storage): Pins {
  try {
    const parsed = pinsSchema.safeParse(JSON.parse(storage.getItem(pinsKey) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function writePin(storage: Storage, area: AreaName, channel: Channel | 'auto'): Pins {
  const pins = { ...readPins(storage) };
  if (channel === 'auto') delete pins[area];
  else pins[area] = channel;
  storage.setItem(pinsKey, JSON.stringify(pins));
  return pins;
}

/** Applies the pins of a `?pin=` query parameter; ignores malformed parts. */
export function applyPinQuery(storage: Storage, search: string): Pins {
  let pins = readPins(storage);
  const raw = new URLSearchParams(search).get('pin');
  if (!raw) return pins;
  for (const part of raw.split(',')) {
    const [area, channel] = part.split(':');
    const a = areaNameSchema.safeParse(area);
    const c = z.union([channelSchema, z.literal('auto')]).safeParse(channel);
    if (a.success && c.success) pins = writePin(storage, a.data, c.data);
  }
  return pins;
}
