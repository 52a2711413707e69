// The data stores of the page, wired together: signing out clears the libraries and the campaign homebrew, a
// character in a campaign saves its dashboard row with it (one transaction), and that row is derived with the
// same catalog (built-ins, the user's homebrew, the campaign's homebrew) as the character's sheet. The page's
// signals (back online, page hidden) are injected once here, never sniffed from a global.
// The shell creates them once after the session store and provides them; areas call getDataStores().
import type { Observable } from '@duality/libs/rxjs';
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import {
  createCampaignHomebrewStore,
  type CampaignHomebrewStore,
} from './campaign-homebrew/campaign-homebrew-store';
import {
  createLinkedHomebrewStore,
  type LinkedHomebrewStore,
} from './campaign-homebrew/linked-homebrew-store';
import { createCampaignInvites, type CampaignInvites } from './campaigns/campaign-invites';
import { createCampaignStore, type CampaignStore } from './campaigns/campaign-store';
import { createCatalogStore, type CatalogStore } from './catalog/catalog-store';
import { createCharacterStore, summarizeWith, type CharacterStore } from './characters/character-store';
import { createBuiltinContentStore, type BuiltinContentStore } from './content/builtin-content';
import { createDashboardStore, type DashboardStore } from './dashboard/dashboard-store';
import { createEncounterStore, type EncounterStore } from './gm-table/encounter-store';
import { gmTableStoreOn, type GmTableStore } from './gm-table/gm-table-store';
import { createHomebrewBrowser, type HomebrewBrowser } from './homebrew/browse';
import { createHomebrewAuthorsReader, type HomebrewAuthorsReader } from './homebrew/homebrew-authors';
import { createHomebrewUsageReader, type HomebrewUsageReader } from './homebrew/homebrew-usage';
import { createHomebrewLibraries, type HomebrewLibraries, type ProfileSession } from './homebrew/libraries';
import { createRollPublisher, type RollPublisher } from './rolls/roll-publisher';
import { createOfflineData, type OfflineData } from './offline/offline-data';
import { realClock, type Clock } from './shared/clock';
import { createKeyedChannels } from './shared/keyed-channels';
import type { KeyValueStorage } from './shared/storage';

export interface DataStores {
  /** The built-in game content, loaded when an area first needs it (the catalog and libraries ask for it). */
  content: BuiltinContentStore;
  homebrew: HomebrewLibraries;
  /** Public homebrew of others, a page at a time (server-side search and paging). */
  browser: HomebrewBrowser;
  campaignHomebrew: CampaignHomebrewStore;
  /** The homebrew linked to every campaign the user owns or plays in (loaded when the catalog is asked for). */
  linkedHomebrew: LinkedHomebrewStore;
  /** Built-in content plus the user's homebrew and their campaigns': what characters derive with. */
  catalog: CatalogStore;
  campaigns: CampaignStore;
  dashboard: DashboardStore;
  characters: CharacterStore;
  /** A character's rolls, published to its campaign's log (and Fear on a roll with Fear); waits offline. */
  rolls: RollPublisher;
  /** The owner's current invite of a campaign (read only: campaigns.generateInvite makes a new one). */
  invites: CampaignInvites;
  /** The user's homebrew counts against the caps. */
  homebrewUsage: HomebrewUsageReader;
  /** The display names of public homebrew's authors (browse, the collection). */
  homebrewAuthors: HomebrewAuthorsReader;
  /** A campaign's table, live: Fear, the roll log and its sharing, countdowns (what RLS lets the user read). */
  gmTable: GmTableStore;
  /** The game master's saved encounters and their adversary cards. */
  encounters: EncounterStore;
  /** What this device keeps of the user for offline use, with sizes; cleared without losing unsent changes. */
  offline: OfflineData;
  dispose(): Promise<void>;
}

export interface DataStoresDeps {
  client: DualityClient;
  bus: Bus;
  /** The session store (createSessionStore). */
  session: ProfileSession;
  /** Where unsynced character edits wait: localStorage in the browser. */
  storage: KeyValueStorage;
  clock?: Clock;
  /** The device is back online (the browser's `online` event): waiting saves are sent at once. */
  online$?: Observable<unknown>;
  /** The device went offline (the browser's `offline` event): the characters say so at once. */
  offline$?: Observable<unknown>;
  /** The page is hidden or left (`pagehide`, `visibilitychange` to hidden): waiting saves are sent at once. */
  pageHidden$?: Observable<unknown>;
}

export function createDataStores(deps: DataStoresDeps): DataStores {
  const { client, bus, session, storage, clock, online$, offline$, pageHidden$ } = deps;
  const common = clock ? { client, bus, clock } : { client, bus };
  // The page's realtime channels: one per campaign it shows (the dashboard and the table), one for the user
  // (their campaigns, their dashboard rows, every campaign's homebrew links). Every store made below binds
  // its tables before the first channel opens.
  const campaignChannels = createKeyedChannels<number>({
    client,
    clock: clock ?? realClock,
    name: 'campaign',
  });
  const userChannels = createKeyedChannels<string>({ client, clock: clock ?? realClock, name: 'user' });
  const content = createBuiltinContentStore({ bus });
  const campaignHomebrew = createCampaignHomebrewStore({ ...common, session, channels: userChannels });
  const homebrew = createHomebrewLibraries({
    ...common,
    session,
    campaignHomebrew,
    content,
    storage,
    online$,
    pageHidden$,
  });
  const browser = createHomebrewBrowser({ ...common, userId: () => session.state.user?.id ?? null });
  const campaigns = createCampaignStore({
    ...common,
    session,
    channels: userChannels,
    // Joining writes the complete row at once (class, level, the four tracks as the sheet shows them), not at
    // the character's next edit: the character is read again (it now records the campaign) and saved with
    // its row, through the same one-transaction save as every edit.
    onJoined: async (row) => {
      await characters.load();
      await characters.publishDashboardRow(row.character_id);
    },
  });
  const linkedHomebrew = createLinkedHomebrewStore({ ...common, session, campaigns, channels: userChannels });
  const catalog = createCatalogStore({ homebrew, campaignHomebrew, content, linked: linkedHomebrew });
  const dashboard = createDashboardStore({
    ...common,
    session,
    channels: campaignChannels,
    publishRow: (id) => characters.publishDashboardRow(id),
  });
  const characters = createCharacterStore({
    ...common,
    session,
    storage,
    summarize: summarizeWith(catalog, clock),
    online$,
    offline$,
    pageHidden$,
  });
  const gmTable = gmTableStoreOn(campaignChannels, { ...common, session });
  const encounters = createEncounterStore({ ...common, session });
  const rolls = createRollPublisher({ ...common, session, storage, online$, pageHidden$ });
  return {
    content,
    homebrew,
    browser,
    campaignHomebrew,
    linkedHomebrew,
    catalog,
    campaigns,
    dashboard,
    characters,
    rolls,
    invites: createCampaignInvites(common),
    homebrewUsage: createHomebrewUsageReader(common),
    homebrewAuthors: createHomebrewAuthorsReader(common),
    gmTable,
    encounters,
    offline: createOfflineData({ storage, session }),
    async dispose() {
      characters.dispose();
      encounters.dispose();
      rolls.dispose();
      catalog.dispose();
      homebrew.dispose();
      await Promise.all([
        campaignHomebrew.dispose(),
        linkedHomebrew.dispose(),
        campaigns.dispose(),
        dashboard.dispose(),
        gmTable.dispose(),
      ]);
    },
  };
}

let current: DataStores | null = null;

/** Registers THE data stores (the shell, once; this module is a federation singleton). */
export function provideDataStores(stores: DataStores): void {
  if (current) throw new Error('The data stores are already provided: there is only one set.');
  current = stores;
}

/** THE data stores; throws a clear error if the shell has not created them (e.g. a standalone area). */
export function getDataStores(): DataStores {
  if (!current) throw new Error('The data stores are not available: the shell creates them at start-up.');
  return current;
}
