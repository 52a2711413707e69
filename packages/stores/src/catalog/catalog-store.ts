// The catalog a page derives characters with: built-in content, the user's homebrew libraries (own and
// bookmarked records) and the homebrew linked to the campaign whose homebrew is loaded. The builder, the sheet
// and the dashboard all read this one, so a homebrew class, subclass or armor counts the same everywhere.
// There is no catalog (null) until the built-in content has arrived: a catalog without it would give wrong
// numbers, so a page shows its loading state instead, and `load()` brings the content.
import {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  filter,
  firstValueFrom,
  map,
  type Observable,
  type Subscription,
} from 'rxjs';
import { buildCatalog, HOMEBREW_KINDS, type Catalog } from '@duality/rules';
import type { CampaignHomebrewState } from '../campaign-homebrew/campaign-homebrew-store';
import type { BuiltinContent, BuiltinContentStore } from '../content/builtin-content';
import type { LibrariesState } from '../homebrew/libraries';

export interface CatalogStore {
  /** null until the built-in content has arrived (and the libraries hold it). */
  state$: Observable<Catalog | null>;
  /** The catalog now. */
  readonly state: Catalog | null;
  /** Loads the built-in content if needed; resolves with the catalog once there is one. */
  load(): Promise<Catalog>;
  dispose(): void;
}

export interface CatalogSources {
  /** The libraries, fed by the same content store. */
  homebrew: { state$: Observable<LibrariesState>; readonly state: LibrariesState };
  campaignHomebrew: { state$: Observable<CampaignHomebrewState>; readonly state: CampaignHomebrewState };
  content: BuiltinContentStore;
}

/** Builds the catalog of the libraries' lists (built-ins first, then homebrew) and the campaign's records. */
export function catalogOf(
  content: BuiltinContent,
  libraries: LibrariesState,
  campaign: CampaignHomebrewState,
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
) => [content, ...HOMEBREW_KINDS.flatMap((k) => [libraries[k].list, campaign.kinds[k].items])];
const sameSources = (a: readonly unknown[], b: readonly unknown[]) => a.every((list, i) => list === b[i]);
const build = (content: BuiltinContent | null, libraries: LibrariesState, campaign: CampaignHomebrewState) =>
  content === null ? null : catalogOf(content, libraries, campaign);

/** Keeps the catalog current as the content arrives and the libraries and the campaign's homebrew change. */
export function createCatalogStore({ homebrew, campaignHomebrew, content }: CatalogSources): CatalogStore {
  const state = new BehaviorSubject<Catalog | null>(
    build(readyContent(content.state, homebrew.state), homebrew.state, campaignHomebrew.state),
  );
  const sub: Subscription = combineLatest([content.state$, homebrew.state$, campaignHomebrew.state$])
    .pipe(
      map(([arrived, libraries, campaign]) => {
        const ready = readyContent(arrived, libraries);
        return { ready, libraries, campaign, sources: sourcesOf(ready, libraries, campaign) };
      }),
      distinctUntilChanged((a, b) => sameSources(a.sources, b.sources)),
    )
    .subscribe(({ ready, libraries, campaign }) => state.next(build(ready, libraries, campaign)));
  return {
    state$: state.asObservable(),
    get state() {
      return state.value;
    },
    async load() {
      if (state.value) return state.value;
      await content.load();
      return firstValueFrom(state.pipe(filter((catalog): catalog is Catalog => catalog !== null)));
    },
    dispose() {
      sub.unsubscribe();
      state.complete();
    },
  };
}
