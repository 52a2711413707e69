// The probe remote (fixtures/probe-remote), built once per area, served for the platform's tests: they point
// areas at probes so that composition, route ownership and failure handling are tested without reading any
// real area's pages.
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { areaNames, type AreaName } from '@duality/platform';
import { serveStatic, type RunningServer } from '@duality/platform/node';
import { pointAreasAt } from './registry';

const probeRoot = join(import.meta.dirname, '../fixtures/probe-remote/dist');

/** Tests with a static server for the probe builds, one per worker. */
export const test = base.extend<object, { probeServer: RunningServer }>({
  probeServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await serveStatic({ root: probeRoot, port: 0, cors: true });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});
export { expect };

/** The probe's manifest for one area on a probe server. */
export const probeManifest = (server: RunningServer, area: AreaName) =>
  new URL(`${area}/mf-manifest.json`, `${server.url.replace(/\/$/, '')}/`).href;

/** Serves the listed areas (all by default) from their probes for this page. */
export async function useProbes(
  page: Page,
  server: RunningServer,
  areas: readonly AreaName[] = areaNames,
): Promise<void> {
  await pointAreasAt(page, Object.fromEntries(areas.map((a) => [a, probeManifest(server, a)])));
}

/** The probe page an area shows in its outlet. */
export const probeIn = (page: Page, area: AreaName) =>
  page.locator(`[data-area-outlet="${area}"] [data-probe="${area}"]`);
