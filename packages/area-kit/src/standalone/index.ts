// Standalone mounting lives on its own entry (`@duality/area-kit/standalone`): only a remote's own page
// imports it, so the lifecycles the shell loads never pull in the services it creates.
export { mountStandalone } from './mount-standalone';
export { StandaloneBar, type StandaloneBarProps } from './standalone-bar';
