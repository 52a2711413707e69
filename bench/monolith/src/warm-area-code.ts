// Loading this module makes the bundler's runtime prefetch every area's lifecycles chunks (warm-areas.ts);
// the functions are never called here.
export const areaCode = [
  () => import(/* webpackPrefetch: true */ '@monolith/area/builder'),
  () => import(/* webpackPrefetch: true */ '@monolith/area/character'),
  () => import(/* webpackPrefetch: true */ '@monolith/area/campaign'),
  () => import(/* webpackPrefetch: true */ '@monolith/area/homebrew'),
  () => import(/* webpackPrefetch: true */ '@monolith/area/account'),
];
