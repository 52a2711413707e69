export { route, type AreaPageProps, type AreaRoute, type AreaRouteSpec } from './area-route';
export { defineAreaRoutes, type AreaRoutes, type RouteIn } from './define-area-routes';
export { createAreaLifecycles, type AreaDefinition } from './lifecycles';
export { placeholderPage } from './placeholder-page';
