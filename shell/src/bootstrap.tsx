// Start-up: read config, fetch and validate the remote registry, render the frame, then register the areas
// with single-spa. If the registry cannot be had, the frame still renders with the 500 page and its reason.
import '@duality/ui/styles.css';
import './app/shell.css';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { bus } from '@duality/bus';
import { areaNames, fetchRegistry, type Registry } from '@duality/platform';
import { createShellRouter } from './app/router';
import { readConfig } from './config/env';
import { createAreaLoader } from './features/areas/area-loader';
import { registerAreas } from './features/areas/register-areas';
import { startBusLog } from './features/dev/bus-log';
import { ErrorPage } from './features/errors/error-page';
import { followNavigationRequests } from './features/navigation/bus-navigation';

async function main() {
  const root = createRoot(document.getElementById('root')!);
  const busLog = startBusLog(bus);
  let registry: Registry;
  let config;
  try {
    config = readConfig(import.meta.env);
    registry = await fetchRegistry(config.registryUrl);
  } catch (error) {
    root.render(
      <ErrorPage status={500} description={error instanceof Error ? error.message : String(error)} />,
    );
    return;
  }
  const router = createShellRouter({ registry, busLog, version: config.version });
  followNavigationRequests(bus, (to, { replace }) => router.navigate(to, { replace }));
  flushSync(() => root.render(<RouterProvider router={router} />));
  registerAreas({
    load: createAreaLoader(registry),
    bus,
    outlet: () => document.getElementById('area-outlet')!,
  });
  bus.publish('shell.ready', {
    areas: areaNames.filter((a) => registry.areas[a]),
    registryVersion: registry.revision,
  });
}

void main();
