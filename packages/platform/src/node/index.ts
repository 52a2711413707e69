export { areaBootFileName } from './area-page-head';
export { lanBanner, terminalQr, type LanBannerInfo } from './lan-banner';
export {
  serveStatic,
  type RunningServer,
  type SecureServing,
  type StaticMount,
  type StaticServerOptions,
} from './static-server';
export {
  appFolders,
  appVersion,
  defaultPorts,
  distOf,
  serveProduct,
  serveProductSecure,
  serveTestProduct,
  type RunningProduct,
  type ServeProductOptions,
} from './serve-product';
export {
  appendHistory,
  builtPath,
  defaultDeliveryDir,
  deliveryPaths,
  readDeliveryRegistry,
  readHistory,
  releasePath,
  writeDeliveryRegistry,
  type DeliveryPaths,
  type HistoryEntry,
} from './delivery-files';
export { promoteCommand, rollbackCommand, rolloutCommand } from './delivery-commands';
export { cspSourcesOf, productionHeadersFile, registryManifests } from './security-headers';
export {
  deliveryStatus,
  deliveryStatusOf,
  fetchAreaLoads,
  fetchLoadCounts,
  formatRefused,
  formatStatus,
  type AreaLoad,
  type AreaStatus,
  type LoadCounts,
  type VersionCounts,
} from './delivery-status';
export { release, type ReleaseOptions, type ReleaseResult } from './release';
export { rsbuildBuild } from './rsbuild-build';
