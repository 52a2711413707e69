import { useState } from 'react';
import { areaNames, type AreaName, type Channel } from '@duality/platform';
import type { AreaSelection } from '../../lib/delivery/area-selection';

/**
 * QA controls on /dev (development tools only): pin an area to its stable or canary version on this device.
 * The pin applies from the next time the area is opened.
 */
export function AreaPins({ selection }: { selection: AreaSelection }) {
  const [pins, setPins] = useState(selection.pins());
  const registry = selection.registry();
  const withCanary = areaNames.filter((area) => registry.areas[area]?.canary);
  const choose = (area: AreaName, value: Channel | 'auto') => {
    selection.pin(area, value);
    setPins(selection.pins());
  };
  return (
    <>
      <h2>Pin a version</h2>
      {withCanary.length === 0 ? (
        <p>No area has a canary in the registry.</p>
      ) : (
        <ul aria-label="Pinned versions">
          {withCanary.map((area) => (
            <li key={area}>
              <label>
                {area}{' '}
                <select
                  value={pins[area] ?? 'auto'}
                  onChange={(e) => choose(area, e.target.value as Channel | 'auto')}
                >
                  <option value="auto">By rollout</option>
                  <option value="stable">Stable {registry.areas[area]?.stable.version}</option>
                  <option value="canary">Canary {registry.areas[area]?.canary?.version}</option>
                </select>
              </label>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
