// The monolith's counterpart of the shell's warm-areas.ts (the same contract). By default it warms nothing:
// the monolith stays the plain single-page app the budgets compare with (a click "at most 1.2x the
// monolith's", bench/budgets.json). Built with MONOLITH_WARM=1, it warms like the shell, so the two builds
// can also be compared like with like: after the page's load, once the browser is idle, the shell's
// navigation code and each area's code (its lifecycles' chunks, bundled here) are prefetched into the HTTP
// cache without running, through the bundler's own prefetch (warm-area-code.ts). Nothing for a visitor saving
// data.
import type { AreaName } from '@duality/platform';
import type { AreaSelection } from '../../../shell/src/lib/delivery/area-selection';

export interface WarmAreasDeps {
  window: Window;
  selection: AreaSelection;
  areas: readonly AreaName[];
  warmShellCode: () => Promise<unknown>;
}

/** Set by rsbuild.config.ts from MONOLITH_WARM. */
declare const MONOLITH_WARMS_AREAS: boolean;

export function warmAreasWhenIdle(deps: WarmAreasDeps): void {
  if (!MONOLITH_WARMS_AREAS) return;
  const { window } = deps;
  const connection = (window.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData === true) return;
  const warm = () => {
    void deps.warmShellCode().catch(() => undefined);
    void import('./warm-area-code').catch(() => undefined);
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(warm, { timeout: 2000 })
      : window.setTimeout(warm, 200);
  if (window.document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
