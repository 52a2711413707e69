import { useEffect, useState } from 'react';
import type { Bus, EventName, EventPayload } from '@duality/bus';

/** The latest value of a replay-last bus event, re-rendering when it changes. */
export function useBusValue<N extends EventName>(bus: Bus, name: N): EventPayload<N> | undefined {
  const [value, setValue] = useState(() => bus.last(name));
  useEffect(() => {
    const sub = bus.on(name).subscribe(setValue);
    return () => sub.unsubscribe();
  }, [bus, name]);
  return value;
}
