// The registry as the shell currently knows it, and which version of each area this visitor gets. The
// registry is fetched again on navigation once it is older than the configured interval, so a rollback
// reaches open tabs at their next navigation after that.
import { BehaviorSubject, type Observable } from '@duality/libs/rxjs';
import {
  chooseEntry,
  manifestUrl,
  type AreaName,
  type Channel,
  type Choice,
  type Registry,
} from '@duality/platform';
import { readPins, writePin, type Pins } from './pins';
import { visitorOf } from './visitor';

export interface AreaSelectionDeps {
  registryUrl: string;
  initial: Registry;
  fetchRegistry: (url: string) => Promise<Registry>;
  storage: Storage;
  /** The signed-in user's id, or null. */
  userId: () => string | null;
  /** QA pins are honoured only with the development tools on. */
  pinsEnabled: boolean;
  refreshAfterMs: number;
  now?: () => number;
}

export interface AreaChoice extends Choice {
  /** The absolute manifest URL. */
  manifest: string;
}

export interface AreaSelection {
  registry(): Registry;
  readonly registry$: Observable<Registry>;
  /** The entry this visitor gets for the area; `channel` forces one (the fallback to stable). */
  choose(area: AreaName, channel?: Channel): AreaChoice | null;
  /** Fetches the registry again if it is older than the interval; true when its revision changed. */
  refreshIfStale(): Promise<boolean>;
  pins(): Pins;
  pin(area: AreaName, channel: Channel | 'auto'): void;
  /** A canary that failed on this page is not tried again here: the visitor keeps stable. */
  canaryFailed(area: AreaName, version: string): void;
}

export function createAreaSelection(deps: AreaSelectionDeps): AreaSelection {
  const now = deps.now ?? Date.now;
  const registry$ = new BehaviorSubject(deps.initial);
  let fetchedAt = now();
  let inFlight: Promise<boolean> | null = null;
  const failedCanaries = new Set<string>();

  const pins = (): Pins => (deps.pinsEnabled ? readPins(deps.storage) : {});

  return {
    registry: () => registry$.value,
    registry$: registry$.asObservable(),
    choose(area, channel) {
      const entry = registry$.value.areas[area];
      if (!entry) return null;
      const visitor = visitorOf(deps.userId(), deps.storage);
      const failed = entry.canary && failedCanaries.has(`${area}@${entry.canary.version}`);
      const choice = chooseEntry(entry, visitor, channel ?? (failed ? 'stable' : pins()[area]));
      return {
        ...choice,
        manifest: manifestUrl(choice.entry, new URL(deps.registryUrl, location.href).href),
      };
    },
    refreshIfStale() {
      if (now() - fetchedAt < deps.refreshAfterMs) return Promise.resolve(false);
      inFlight ??= deps
        .fetchRegistry(deps.registryUrl)
        .then((next) => {
          fetchedAt = now();
          const changed = next.revision !== registry$.value.revision;
          if (changed) registry$.next(next);
          return changed;
        })
        // A registry that cannot be had now is not an error for the visitor: keep the one we have.
        .catch((error: unknown) => {
          console.warn('Refreshing the remote registry failed; keeping the current one.', error);
          fetchedAt = now();
          return false;
        })
        .finally(() => (inFlight = null));
      return inFlight;
    },
    pins,
    canaryFailed(area, version) {
      failedCanaries.add(`${area}@${version}`);
    },
    pin(area, channel) {
      if (deps.pinsEnabled) writePin(deps.storage, area, channel);
    },
  };
}
