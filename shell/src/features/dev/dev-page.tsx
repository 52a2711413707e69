import { useState } from 'react';
import { useObservableValue } from '@duality/bus/react';
import type { LoadedVersions } from '../../lib/loaded-versions';
import { useShellServices } from '../../lib/shell-services';
import { BusTools } from './bus-tools';

/** The development page (/dev): which remote versions are composed, and the live bus log. */
export function DevPage() {
  const { bus, registry, busLog, loadedVersions, version: shellVersion } = useShellServices();
  const loaded = useObservableValue(loadedVersions.state$, () => loadedVersions.state);
  const log = useObservableValue(busLog.state$, () => busLog.state);
  const [crash, setCrash] = useState(false);
  if (crash) throw new Error('A test error raised from the development page.');
  return (
    <section className="dh-page">
      <h1>Development</h1>
      <p>
        Shell version {shellVersion}; registry revision {registry.revision}.
      </p>
      <table>
        <caption>Composed areas</caption>
        <thead>
          <tr>
            <th scope="col">Area</th>
            <th scope="col">Registry version</th>
            <th scope="col">Loaded version</th>
            <th scope="col">Manifest</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(registry.areas).map(([area, entry]) => (
            <tr key={area}>
              <td>{area}</td>
              <td>{entry.stable.version}</td>
              <td data-loaded-version={area}>{loaded[area as keyof LoadedVersions] ?? 'not loaded yet'}</td>
              <td>{entry.stable.manifest}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
      <button type="button" className="dh-button" onClick={() => setCrash(true)}>
        Simulate a page error
      </button>
    </section>
  );
}
