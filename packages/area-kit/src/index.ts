export { AreaApp, type AreaAppProps } from './area-app';
export { AreaErrorBoundary } from './area-error-boundary';
export { areaRoutes } from './area-routes';
export { createAreaLifecycles, type AreaDefinition } from './lifecycles';
export { PlaceholderPage, type PlaceholderPageProps } from './placeholder-page';
