// The federation runtime for an area's standalone page. A remote does not bundle the federation runtime's
// core: it takes the host's (the shell provides it on the global `_FEDERATION_RUNTIME_CORE`), so every area
// does not send its own copy. Running alone there is no shell, so the area's own page loads this script
// first, built apart from the area (no federation plugin, so nothing here waits for the global it sets).
import { provideFederationRuntimeCore } from './provide-federation-runtime-plugin';

provideFederationRuntimeCore();
