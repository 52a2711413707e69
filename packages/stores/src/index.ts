// Public surface of @duality/stores. Each store is a factory over its dependencies (client, bus, clock,
// storage) so tests and the shell decide them; the shell creates the shared instances.
export {
  createSessionStore,
  PROFILE_CREATE_ERROR,
  type AuthResult,
  type SessionState,
  type SessionStore,
} from './session/session-store';
export { toSessionUser, type SessionUser } from './session/session-user';
export { AUTH_NEEDS_CONNECTION } from './session/offline-session';
export { getSessionStore, provideSessionStore } from './session/session-registry';

// Data stores: homebrew libraries, campaign homebrew, the catalog, campaigns, dashboards, characters.
export {
  campaignRollOf,
  createRollPublisher,
  givesFear,
  ROLL_NOT_SHARED,
  type CampaignRoll,
  type RollPublisher,
  type RollPublisherDeps,
  type RollPublisherState,
  type ServerRollOutcome,
  type ServerRollRequest,
} from './rolls/roll-publisher';
export {
  createDataStores,
  getDataStores,
  provideDataStores,
  type DataStores,
  type DataStoresDeps,
} from './data-stores';
export {
  COLLECTION_SAVE_ERROR,
  createHomebrewLibraries,
  HOMEBREW_CHANGED_ELSEWHERE,
  type HomebrewLibraries,
  type HomebrewSaveOptions,
  type HomebrewLibrariesDeps,
  type LibrariesState,
  type LibraryState,
  type ProfileSession,
} from './homebrew/libraries';
export {
  BROWSE_PAGE_SIZE,
  createHomebrewBrowser,
  searchPattern,
  type BrowsePage,
  type BrowseRequest,
  type HomebrewBrowser,
} from './homebrew/browse';
export { linkFetchError, toRow, type HomebrewDraft, type HomebrewRecord } from './homebrew/records';
export {
  createCampaignHomebrewStore,
  type CampaignHomebrewState,
  type CampaignHomebrewStore,
  type CampaignKindState,
} from './campaign-homebrew/campaign-homebrew-store';
export {
  createLinkedHomebrewStore,
  type LinkedHomebrewState,
  type LinkedHomebrewStore,
} from './campaign-homebrew/linked-homebrew-store';
export {
  createCampaignStore,
  FEAR_MAX,
  INVITE_ERROR,
  type CampaignsState,
  type CampaignStore,
  type PreviewOutcome,
} from './campaigns/campaign-store';
export {
  createDashboardStore,
  missingDashboardEntry,
  type CampaignDashboard,
  type DashboardState,
  type DashboardStore,
} from './dashboard/dashboard-store';
export {
  CONTENT_LOAD_ERROR,
  createBuiltinContentStore,
  type BuiltinContent,
  type BuiltinContentStore,
} from './content/builtin-content';
export {
  catalogOf,
  createCatalogStore,
  type CatalogSources,
  type CatalogStore,
} from './catalog/catalog-store';
export {
  CHARACTER_NOT_FOUND,
  noLongerInCampaign,
  OUTBOX_SET_ASIDE,
  OUTBOX_WRITE_FAILED,
  createCharacterStore,
  isLocalId,
  type CharacterConflict,
  type CharacterEntry,
  type CharactersState,
  type CharacterStore,
} from './characters/character-store';
export {
  createCampaignInvites,
  INVITE_READ_WHAT,
  type CampaignInvites,
  type CampaignInvitesDeps,
} from './campaigns/campaign-invites';
export {
  createHomebrewUsageReader,
  HOMEBREW_USAGE_WHAT,
  type HomebrewUsageDeps,
  type HomebrewUsageReader,
} from './homebrew/homebrew-usage';
export {
  createHomebrewAuthorsReader,
  HOMEBREW_AUTHORS_WHAT,
  type HomebrewAuthorsDeps,
  type HomebrewAuthorsReader,
} from './homebrew/homebrew-authors';
export { readFailure, type ReadOutcome } from './shared/read-outcome';
export { realClock, type Clock } from './shared/clock';
export { browserPageSignals, type PageSignals } from './shared/page-signals';
export {
  createSessionScopedStore,
  type SessionScopedOptions,
  type SessionScopedStore,
} from './shared/session-scoped-store';
export {
  createSyncEngine,
  type SendOutcome,
  type SyncEngine,
  type SyncEngineOptions,
} from './shared/sync-engine';
export { memoryKeyValueStorage, type KeyValueStorage } from './shared/storage';

// Row schemas: every row a store reads is parsed with one of these (pinned to the generated database types).
export { campaignRowSchema, type CampaignRow } from './rows/campaign-rows';
export { characterRowSchema, type CharacterRow } from './rows/character-rows';
export {
  createGmTableStore,
  ROLL_LOG_KEPT,
  type GmTable,
  type GmTableState,
  type GmTableStore,
  type GmTableStoreDeps,
} from './gm-table/gm-table-store';
export type { GmTableWrites, NewCountdownInput } from './gm-table/gm-table-writes';
export {
  createEncounterStore,
  type CardPatch,
  type EncounterStore,
  type EncountersState,
  type SavedEncounter,
} from './gm-table/encounter-store';
export {
  campaignRollRowSchema,
  countdownRowSchema,
  encounterCardRowSchema,
  encounterRowSchema,
  type CampaignRollRow,
  type CountdownRow,
  type EncounterCardRow,
  type EncounterRow,
} from './gm-table/gm-rows';
export { dashboardRowSchema, trackSchema, type DashboardRow } from './rows/dashboard-rows';
export {
  campaignHomebrewLinkRowSchema,
  homebrewRecordSchema,
  homebrewRowSchema,
  type CampaignHomebrewLinkRow,
  type HomebrewRow,
} from './rows/homebrew-rows';
export { userProfileRowSchema, type UserProfileRow } from './rows/profile-rows';
export {
  campaignInviteRowSchema,
  homebrewAuthorRowSchema,
  homebrewUsageSchema,
  type CampaignInviteRow,
  type HomebrewAuthorRow,
  type HomebrewUsage,
} from './rows/read-only-rows';
export {
  deleteResultSchema,
  inviteResultSchema,
  joinResultSchema,
  kickResultSchema,
  leaveResultSchema,
  linkResultSchema,
  previewResultSchema,
  type InvitePreview,
} from './rows/function-results';
export {
  createPlatformServices,
  type PlatformServices,
  type PlatformServicesDeps,
} from './platform-services';
export {
  createOfflineData,
  type KeptKindUsage,
  type OfflineData,
  type OfflineUsage,
} from './offline/offline-data';
