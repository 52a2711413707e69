// Where the two documents every page reads at start-up live: the remote registry (PUBLIC_REGISTRY_URL at
// build time, else beside the page) and the site configuration. No imports: the entry script reads this
// before any shared module is on the page (lib/early-fetch.ts).

const defaultRegistryUrl = '/remotes.json';
export const siteConfigUrl = '/config.json';

/** The registry's URL for a build-time environment. */
export const registryUrlOf = (env: Record<string, string | undefined>): string =>
  env.PUBLIC_REGISTRY_URL || defaultRegistryUrl;
