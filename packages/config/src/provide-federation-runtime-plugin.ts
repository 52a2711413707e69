// A Module Federation runtime plugin for the shell: it puts the shell's federation runtime core on the page
// (`_FEDERATION_RUNTIME_CORE`) for the remotes, which are built without their own copy (`externalRuntime`).
// The page must hold it before a remote's entry runs, and the shell's runtime creates its plugins before it
// loads any remote. An area's standalone page sets the same global with its own build's core
// (provide-federation-runtime.ts).
// The core is the ES module build, the one the rest of the runtime uses (rsbuild.ts,
// federationRuntimeAsModules): a second build of it would be a second copy on the first load.
import * as runtimeCore from '@module-federation/runtime-core';

/** Puts the federation runtime core on the page, unless one is there already. */
export function provideFederationRuntimeCore(): void {
  const page = globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };
  page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

export default function provideFederationRuntimePlugin() {
  provideFederationRuntimeCore();
  return { name: 'duality-provide-federation-runtime' };
}
