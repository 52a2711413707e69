// Runtime configuration: /config.json, fetched (never cached) together with the registry, so one build
// serves every environment. The backend fields and the fetch are the platform's (an area running alone
// reads the same document); the shell adds its optional features, which switch off when absent.
import { fetchSiteConfig, siteBackendConfigSchema } from '@duality/platform';
import { z } from '@duality/libs/zod-mini';
import { siteConfigUrl } from './documents';

/** The footer's outside links when /config.json names none (also what the prerendered HTML carries). */
export const defaultFooterLinks = {
  communityUrl: 'https://discord.gg/daggerheart',
  supportUrl: 'https://www.patreon.com/',
} as const;

/** An empty string reads as absent (a deployment template leaves a field blank to switch it off). */
const blankAsAbsent = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v: unknown) => (v === '' ? undefined : v)),
    z.optional(schema),
  );

export const runtimeConfigSchema = z.extend(siteBackendConfigSchema, {
  /** Analytics tag-manager container id; with none, no analytics script is ever loaded. */
  tagManagerId: blankAsAbsent(z.string().check(z.regex(/^[A-Z0-9-]+$/))),
  /** Where the tag-manager script comes from (its id is appended). */
  tagManagerUrl: z._default(z.url(), 'https://www.googletagmanager.com/gtm.js'),
  /** Outside links in the footer. */
  communityUrl: z._default(z.url(), defaultFooterLinks.communityUrl),
  supportUrl: z._default(z.url(), defaultFooterLinks.supportUrl),
  /** Optional endpoint that receives page errors as JSON (navigator.sendBeacon). */
  errorReportUrl: blankAsAbsent(z.url()),
  /**
   * Shows the development tools on /dev (publish bus events, the bus log, simulate a page error). Off unless
   * a deployment asks for it: they are for developers and the end-to-end tests, never for players.
   */
  devTools: z._default(z.boolean(), false),
  /**
   * How old the remote registry may grow before the next navigation fetches it again, so a rollback reaches
   * open tabs within this long.
   */
  registryRefreshSeconds: z._default(z.number().check(z.gte(0), z.lte(86_400)), 60),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Fetches and validates /config.json; the backend is required, the rest falls back to defaults. */
export function fetchRuntimeConfig(
  url = siteConfigUrl,
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  return fetchSiteConfig(runtimeConfigSchema, url, fetchImpl);
}
