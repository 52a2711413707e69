// The one event map of the platform. Each event has a zod schema (payloads are parsed when published, so a
// bad payload fails at its emitter, not in a listener) and a delivery kind:
//  - stream:      listeners get events published after they subscribe; nothing is replayed;
//  - replay-last: a late listener first gets the last value, then later ones (state such as the session);
//  - once:        fires at most once; a late listener still gets it; publishing again is an error.
// The README lists every event with its emitters and listeners: keep the two in step.
import { areaNameSchema } from '@duality/platform';
import { z } from '@duality/libs/zod-mini';

export type DeliveryKind = 'stream' | 'replay-last' | 'once';

const sessionUserSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
});

export const events = {
  /** Any area asks the shell to show a toast. */
  'toast.requested': {
    delivery: 'stream',
    schema: z.object({
      message: z.string().check(z.minLength(1), z.maxLength(500)),
      tone: z._default(z.enum(['info', 'success', 'error']), 'info'),
    }),
  },
  /** The signed-in user changed (null when signed out). */
  'session.changed': {
    delivery: 'replay-last',
    schema: z.object({ user: z.nullable(sessionUserSchema) }),
  },
  /** The signed-in user's profile row is loaded (null when signed out or not yet loaded). */
  'profile.changed': {
    delivery: 'replay-last',
    schema: z.object({ profile: z.nullable(z.object({ userId: z.string().check(z.minLength(1)) })) }),
  },
  /** A page error went to the error hook (never for bot user agents). */
  'error.reported': {
    delivery: 'stream',
    schema: z.object({ message: z.string(), status: z.number().check(z.int()), path: z.string() }),
  },
  /** The visitor's analytics consent as last decided; analytics loads only once it is granted. */
  'consent.changed': {
    delivery: 'replay-last',
    schema: z.object({ granted: z.boolean(), decidedAt: z.nullable(z.string()) }),
  },
  /** The character sheet loaded (or left) its current character; the top bar turns transparent. */
  'character.loaded': {
    delivery: 'replay-last',
    schema: z.object({ characterId: z.nullable(z.number().check(z.int(), z.positive())) }),
  },
  /** An area's code failed to load, to mount, or to render; the shell shows the error panel. */
  'remote.load_failed': {
    delivery: 'stream',
    schema: z.object({
      area: areaNameSchema,
      phase: z.enum(['load', 'mount', 'render']),
      message: z.string(),
    }),
  },
  /** An area's code loaded and mounted; `version` is the remote's own. */
  'remote.loaded': {
    delivery: 'stream',
    schema: z.object({ area: areaNameSchema, version: z.string() }),
  },
  /**
   * An area's canary failed to load or to mount, and the shell loaded the stable version instead (no error
   * is shown to the visitor; the failure is recorded for the release commands' status).
   */
  'remote.fallback': {
    delivery: 'stream',
    schema: z.object({
      area: areaNameSchema,
      canaryVersion: z.string(),
      stableVersion: z.string(),
      phase: z.enum(['load', 'mount']),
      message: z.string(),
    }),
  },
  /** An area came back after a failure (Retry worked). */
  'remote.recovered': {
    delivery: 'stream',
    schema: z.object({ area: areaNameSchema }),
  },
  /** An area asks the shell to navigate (client-side, no reload). */
  'navigation.requested': {
    delivery: 'stream',
    schema: z.object({
      to: z.string().check(z.startsWith('/')),
      replace: z._default(z.boolean(), false),
    }),
  },
  /** The shell finished starting: registry loaded and areas registered. */
  'shell.ready': {
    delivery: 'once',
    schema: z.object({ areas: z.array(areaNameSchema), registryVersion: z.string() }),
  },
} as const satisfies Record<string, { delivery: DeliveryKind; schema: z.ZodMiniType }>;

export type EventMap = typeof events;
export type EventName = keyof EventMap;
/** What a listener receives (defaults applied). */
export type EventPayload<N extends EventName> = z.output<EventMap[N]['schema']>;
/** What an emitter may pass (defaults optional). */
export type EventInput<N extends EventName> = z.input<EventMap[N]['schema']>;
