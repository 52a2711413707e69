export { serveStatic, type RunningServer, type StaticServerOptions } from './static-server';
export {
  appFolders,
  appVersion,
  defaultPorts,
  distOf,
  serveProduct,
  type RunningProduct,
  type ServeProductOptions,
} from './serve-product';
