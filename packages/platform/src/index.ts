export {
  areaNames,
  areaNameSchema,
  areaOwning,
  areaPrefixes,
  federationName,
  lifecyclesModule,
  type AreaName,
  type AreaPath,
  type AreaPrefix,
} from './areas';
export {
  fillPath,
  parseParams,
  type ParamKind,
  type ParamKinds,
  type ParamName,
  type ParamValue,
  type ParamValues,
} from './route-params';
export {
  buildPath,
  matchRoute,
  routeTable,
  routesOf,
  type PathArgs,
  type PublicParams,
  type PublicPath,
  type PublicRoute,
  type PublicRouteOf,
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
