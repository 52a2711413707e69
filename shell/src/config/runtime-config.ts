// Runtime configuration: /config.json, fetched (never cached) together with the registry, so one build
// serves every environment. The backend fields and the fetch are the platform's (an area running alone
// reads the same document); the shell adds its optional features, which switch off when absent.
import { z } from '@duality/libs/zod';
import { fetchSiteConfig, siteBackendConfigSchema } from '@duality/platform';

/** The footer's outside links when /config.json names none (also what the prerendered HTML carries). */
export const defaultFooterLinks = {
  communityUrl: 'https://discord.gg/daggerheart',
  supportUrl: 'https://www.patreon.com/',
} as const;

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

export const runtimeConfigSchema = siteBackendConfigSchema.extend({
  /** Analytics tag-manager container id; with none, no analytics script is ever loaded. */
  tagManagerId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Z0-9-]+$/)
      .optional(),
  ),
  /** Where the tag-manager script comes from (its id is appended). */
  tagManagerUrl: z.url().default('https://www.googletagmanager.com/gtm.js'),
  /** Outside links in the footer. */
  communityUrl: z.url().default(defaultFooterLinks.communityUrl),
  supportUrl: z.url().default(defaultFooterLinks.supportUrl),
  /** Optional endpoint that receives page errors as JSON (navigator.sendBeacon). */
  errorReportUrl: optionalUrl,
  /**
   * Shows the development tools on /dev (publish bus events, the bus log, simulate a page error). Off unless
   * a deployment asks for it: they are for developers and the end-to-end tests, never for players.
   */
  devTools: z.boolean().default(false),
  /**
   * How old the remote registry may grow before the next navigation fetches it again, so a rollback reaches
   * open tabs within this long.
   */
  registryRefreshSeconds: z.number().min(0).max(86_400).default(60),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Fetches and validates /config.json; the backend is required, the rest falls back to defaults. */
export function fetchRuntimeConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  return fetchSiteConfig(runtimeConfigSchema, url, fetchImpl);
}
