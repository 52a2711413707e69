export {
  areaApps,
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
  canaryEntrySchema,
  fetchRegistry,
  makeRegistry,
  manifestUrl,
  parseRegistry,
  registrySchema,
  remoteEntrySchema,
  RegistryError,
  type AreaEntry,
  type CanaryEntry,
  type Registry,
  type RemoteEntry,
} from './registry';
export { bucketOf, channelSchema, chooseEntry, type Channel, type Choice, type Visitor } from './rollout';
export { incompatibilities, satisfiesRange } from './compatibility';
export { federationManifestSchema, type FederationManifest, type SharedModule } from './federation-manifest';
export { addCanary, DeliveryError, keptStableVersions, promote, rollback, setRollout } from './delivery';
export {
  areaContractSchema,
  areaLifecyclesOf,
  isAreaLifecycles,
  type AreaContract,
  type AreaLifecycles,
  type AreaMountProps,
} from './mount-contract';
export {
  clientConfigOf,
  fetchSiteConfig,
  siteBackendConfigSchema,
  SiteConfigError,
  type SiteBackendConfig,
} from './site-config';
