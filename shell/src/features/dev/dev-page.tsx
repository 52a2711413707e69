import { useState } from 'react';
import { Link } from '@duality/libs/router';
import { useObservableValue } from '@duality/bus/react';
import type { LoadedVersions } from '../../lib/loaded-versions';
import { useShellServices } from '../../lib/shell-services';
import { AreaPins } from './area-pins';
export { DesignGalleryPage } from './design-gallery/gallery-page';
import { BusTools } from './bus-tools';
import { Button } from '@duality/ui';

/**
 * The development page (/dev): which remote versions are composed; with the runtime config's `devTools`,
 * also the bus tools, the live bus log and a way to raise a page error.
 */
export function DevPage() {
  const { config, selection, loadedVersions, version: shellVersion } = useShellServices();
  const loaded: LoadedVersions = useObservableValue(loadedVersions.state$, () => loadedVersions.state);
  const registry = useObservableValue(selection.registry$, () => selection.registry());
  return (
    <section className="dh-page">
      <h1>Development</h1>
      <p>
        Shell version {shellVersion}; registry revision {registry.revision}.
      </p>
      <p>
        <Link to="/dev/design">Design gallery</Link>: every token and control of the design system.
      </p>
      {/* Five columns with manifest addresses: wider than a phone, so the table scrolls inside its own box,
          which a keyboard must reach to scroll it (axe's scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is operable */}
      <div className="dh-scroll-x" role="region" aria-label="Composed areas" tabIndex={0}>
        <table>
          <caption>Composed areas</caption>
          <thead>
            <tr>
              <th scope="col">Area</th>
              <th scope="col">Stable</th>
              <th scope="col">Canary</th>
              <th scope="col">Loaded version</th>
              <th scope="col">Manifest</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(registry.areas).map(([area, entry]) => (
              <tr key={area}>
                <td>{area}</td>
                <td>{entry.stable.version}</td>
                <td>
                  {entry.canary
                    ? `${entry.canary.version} (${entry.canary.percent}%${entry.canary.allow.length ? ` + ${entry.canary.allow.length} allowed` : ''})`
                    : 'none'}
                </td>
                <td data-loaded-version={area}>{loaded[area as keyof LoadedVersions] ?? 'not loaded yet'}</td>
                <td>{entry.stable.manifest}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {config.devTools && <AreaPins selection={selection} />}
      {config.devTools && <DevTools />}
    </section>
  );
}

/** The tools, shown only when the runtime config enables them. */
function DevTools() {
  const { bus, busLog } = useShellServices();
  const log = useObservableValue(busLog.state$, () => busLog.state);
  const [crash, setCrash] = useState(false);
  if (crash) throw new Error('A test error raised from the development page.');
  return (
    <>
      <p>
        Bus instance <code data-bus-instance>{bus.instanceId}</code>: every area on this page must show the
        same one.
      </p>
      <BusTools bus={bus} />
      <h2>Bus events</h2>
      {log.length === 0 ? (
        <p>No events yet.</p>
      ) : (
        <ol aria-label="Bus events" className="shell-bus-log">
          {log.map((e, i) => (
            <li key={`${e.at}-${i}`} data-event={e.name}>
              <code>{e.name}</code> {JSON.stringify(e.payload)}
            </li>
          ))}
        </ol>
      )}
      <Button onClick={() => setCrash(true)}>Simulate a page error</Button>
    </>
  );
}
