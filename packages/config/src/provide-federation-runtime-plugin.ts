// A Module Federation runtime plugin for the shell: it puts the shell's federation runtime core on the page
// (`_FEDERATION_RUNTIME_CORE`) for the remotes, which are built without their own copy (`externalRuntime`).
// The page must hold it before a remote's entry runs, and the shell's runtime creates its plugins before it
// loads any remote. An area's standalone page sets the same global with its own build's core
// (provide-federation-runtime.ts).
// Required, not imported: the shell's federation runtime is bundled from the CommonJS build of the core, and
// an `import` would add the ES module build, a second copy of it, to the shell's first load.
declare const require: (
  id: '@module-federation/runtime-core',
) => typeof import('@module-federation/runtime-core');
const runtimeCore = require('@module-federation/runtime-core');

/** Puts the federation runtime core on the page, unless one is there already. */
export function provideFederationRuntimeCore(): void {
  const page = globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };
  page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

export default function provideFederationRuntimePlugin() {
  provideFederationRuntimeCore();
  return { name: 'duality-provide-federation-runtime' };
}
