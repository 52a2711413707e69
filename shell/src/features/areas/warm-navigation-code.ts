// The shell's code a navigation into an area needs, for warm-areas.ts: loading this (tiny) module makes the
// bundler's runtime prefetch (`<link rel="prefetch">`) the chunks of the areas' orchestration and of the
// page's services, without running them. The functions are never called here; the imports that run them are
// in areas-on-demand.ts and lib/lazy-services.ts.
export const navigationCode = [
  () => import(/* webpackPrefetch: true */ './start-areas'),
  () => import(/* webpackPrefetch: true */ '@duality/stores'),
];
