// The form hook, in its own subpath because it brings react-hook-form and the zod resolver: the shell and
// pages without forms import @duality/ui without them (a shared module is not tree-shaken).
export {
  useServerForm,
  type ServerActionResult,
  type ServerForm,
  type ServerFormOptions,
} from './use-server-form';
