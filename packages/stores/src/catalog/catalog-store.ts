// The catalog a page derives characters with: built-in content, the user's homebrew libraries (own and
// bookmarked records), the homebrew linked to any campaign the user owns or plays in, and the homebrew linked
// to the campaign whose homebrew is loaded (a campaign page's own view of it). The builder, the sheet
// and the dashboard all read this one, so a homebrew class, subclass or armor counts the same everywhere.
// There is no catalog (null) until the built-in content has arrived: a catalog without it would give wrong
// numbers, so a page shows its loading state instead, and `load()` brings the content.
import {
  combineLatest,
  defer,
  distinctUntilChanged,
  filter,
  firstValueFrom,
  map,
  of,
  type Observable,
  type Subscription,
} from '@duality/libs/rxjs';
import { buildCatalog, HOMEBREW_KINDS, type Catalog } from '@duality/rules';
import type { CampaignHomebrewState } from '../campaign-homebrew/campaign-homebrew-store';
import type { BuiltinContent, BuiltinContentStore } from '../content/builtin-content';
import type { LinkedHomebrewState } from '../campaign-homebrew/linked-homebrew-store';
import type { LibrariesState } from '../homebrew/libraries';
import { createSessionScopedStore } from '../shared/session-scoped-store';

export interface CatalogStore {
  /** null until the built-in content has arrived (and the libraries hold it); subscribing asks for the campaigns' homebrew. */
  state$: Observable<Catalog | null>;
  /** The catalog now. */
  readonly state: Catalog | null;
  /**
   * Loads the built-in content and the user's campaign-linked homebrew if needed; resolves with the catalog once
   * there is one and the linked homebrew has settled (so a character's homebrew class counts from the start).
   */
  load(): Promise<Catalog>;
  dispose(): void;
}

export interface CatalogSources {
  /** The libraries, fed by the same content store. */
  homebrew: { state$: Observable<LibrariesState>; readonly state: LibrariesState };
  campaignHomebrew: { state$: Observable<CampaignHomebrewState>; readonly state: CampaignHomebrewState };
  content: BuiltinContentStore;
  /** The homebrew of every campaign the user owns or plays in, loaded when the catalog is first asked for. */
  linked?: {
    state$: Observable<LinkedHomebrewState>;
    readonly state: LinkedHomebrewState;
    request(): Promise<void>;
  };
}

const noLinked: LinkedHomebrewState = {
  status: 'idle',
  kinds: { items: [], weapons: [], armor: [], communities: [], ancestries: [], subclasses: [], classes: [] },
};

/** Builds the catalog of the libraries' lists (built-ins first, then homebrew) and the campaigns' records. */
export function catalogOf(
  content: BuiltinContent,
  libraries: LibrariesState,
  campaign: CampaignHomebrewState,
  linked: LinkedHomebrewState = noLinked,
): Catalog {
  const kinds = campaign.kinds;
  return buildCatalog(
    { beastforms: content.BUILTIN_BEASTFORMS, domainCards: content.BUILTIN_DOMAIN_CARDS },
    {
      items: libraries.items.list,
      weapons: libraries.weapons.list,
      armor: libraries.armor.list,
      communities: libraries.communities.list,
      ancestries: libraries.ancestries.list,
      subclasses: libraries.subclasses.list,
      classes: libraries.classes.list,
    },
    {
      items: kinds.items.items,
      weapons: kinds.weapons.items,
      armor: kinds.armor.items,
      communities: kinds.communities.items,
      ancestries: kinds.ancestries.items,
      subclasses: kinds.subclasses.items,
      classes: kinds.classes.items,
    },
    linked.kinds,
  );
}

/** The content, or null while it (or the libraries' share of it) has not arrived. */
const readyContent = (content: BuiltinContent | null, libraries: LibrariesState) =>
  content !== null && HOMEBREW_KINDS.every((k) => libraries[k].builtinsLoaded) ? content : null;
/** What a catalog is built from; a new catalog is built only when one of them changed. */
const sourcesOf = (
  content: BuiltinContent | null,
  libraries: LibrariesState,
  campaign: CampaignHomebrewState,
  linked: LinkedHomebrewState,
) => [
  content,
  ...HOMEBREW_KINDS.flatMap((k) => [libraries[k].list, campaign.kinds[k].items, linked.kinds[k]]),
];
const sameSources = (a: readonly unknown[], b: readonly unknown[]) => a.every((list, i) => list === b[i]);
const build = (
  content: BuiltinContent | null,
  libraries: LibrariesState,
  campaign: CampaignHomebrewState,
  linked: LinkedHomebrewState,
) => (content === null ? null : catalogOf(content, libraries, campaign, linked));

/** Keeps the catalog current as the content arrives and the libraries and the campaign's homebrew change. */
export function createCatalogStore({
  homebrew,
  campaignHomebrew,
  content,
  linked,
}: CatalogSources): CatalogStore {
  const linked$ = linked?.state$ ?? of(noLinked);
  // The kernel without a session of its own: the catalog follows the stores it is built from, which are scoped.
  const kernel = createSessionScopedStore<Catalog | null, { user: null }>({
    initial: () =>
      build(
        readyContent(content.state, homebrew.state),
        homebrew.state,
        campaignHomebrew.state,
        linked?.state ?? noLinked,
      ),
  });
  const sub: Subscription = combineLatest([content.state$, homebrew.state$, campaignHomebrew.state$, linked$])
    .pipe(
      map(([arrived, libraries, campaign, linkedNow]) => {
        const ready = readyContent(arrived, libraries);
        return {
          ready,
          libraries,
          campaign,
          linkedNow,
          sources: sourcesOf(ready, libraries, campaign, linkedNow),
        };
      }),
      distinctUntilChanged((a, b) => sameSources(a.sources, b.sources)),
    )
    .subscribe(({ ready, libraries, campaign, linkedNow }) =>
      kernel.next(build(ready, libraries, campaign, linkedNow)),
    );
  return {
    // Whoever reads the catalog derives characters with it: the campaigns' homebrew is asked for then.
    state$: defer(() => {
      void linked?.request();
      return kernel.state$;
    }),
    get state() {
      return kernel.state;
    },
    async load() {
      const linkedSettled = linked?.request();
      if (!kernel.state) await content.load();
      await linkedSettled;
      return (
        kernel.state ??
        firstValueFrom(kernel.state$.pipe(filter((catalog): catalog is Catalog => catalog !== null)))
      );
    },
    dispose() {
      sub.unsubscribe();
      kernel.dispose();
    },
  };
}
