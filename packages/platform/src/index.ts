export { areaNames, areaNameSchema, federationName, lifecyclesModule, type AreaName } from './areas';
export {
  buildPath,
  matchRoute,
  matchRouteDef,
  routeTable,
  routesOf,
  type ParamKind,
  type RouteDef,
  type RouteMatch,
  type RouteOwner,
} from './routes';
export {
  areaEntrySchema,
  fetchRegistry,
  makeRegistry,
  parseRegistry,
  registrySchema,
  remoteEntrySchema,
  RegistryError,
  type AreaEntry,
  type Registry,
  type RemoteEntry,
} from './registry';
export { isAreaLifecycles, type AreaLifecycles, type AreaMountProps } from './mount-contract';
export {
  clientConfigOf,
  fetchSiteConfig,
  siteBackendConfigSchema,
  SiteConfigError,
  type SiteBackendConfig,
} from './site-config';
