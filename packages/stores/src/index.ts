// Public surface of @duality/stores. Each store is a factory over its dependencies (client, bus, clock,
// storage) so tests and the shell decide them; the shell creates the shared instances.
export {
  createSessionStore,
  PROFILE_CREATE_ERROR,
  type AuthResult,
  type SessionState,
  type SessionStore,
  type UserProfileRow,
} from './session/session-store';
export { toSessionUser, type SessionUser } from './session/session-user';
export { getSessionStore, hasSessionStore, provideSessionStore } from './session/session-registry';

// Data stores (spec 4): homebrew libraries, campaign homebrew, campaigns, dashboards, characters.
export {
  createDataStores,
  getDataStores,
  hasDataStores,
  provideDataStores,
  type DataStores,
  type DataStoresDeps,
} from './data-stores';
export {
  COLLECTION_SAVE_ERROR,
  createHomebrewLibraries,
  type HomebrewLibraries,
  type HomebrewLibrariesDeps,
  type LibrariesState,
  type LibraryState,
  type ProfileSession,
} from './homebrew/libraries';
export { fromRow, linkFetchError, toRow, type HomebrewDraft, type HomebrewRecord } from './homebrew/records';
export {
  createCampaignHomebrewStore,
  type CampaignHomebrewLink,
  type CampaignHomebrewState,
  type CampaignHomebrewStore,
  type CampaignKindState,
} from './campaign-homebrew/campaign-homebrew-store';
export {
  createCampaignStore,
  INVITE_ERROR,
  type CampaignRecord,
  type CampaignsState,
  type CampaignStore,
} from './campaigns/campaign-store';
export {
  createDashboardStore,
  missingDashboardEntry,
  type CampaignDashboard,
  type DashboardRowRecord,
  type DashboardState,
  type DashboardStore,
} from './dashboard/dashboard-store';
export { classText, dashboardFields, type DashboardFields, type Track } from './dashboard/dashboard-fields';
export {
  CHARACTER_NOT_FOUND,
  createCharacterStore,
  type CharacterConflict,
  type CharacterEntry,
  type CharactersState,
  type CharacterStore,
} from './characters/character-store';
export { realClock, type Clock } from './shared/clock';
export { memoryKeyValueStorage, type KeyValueStorage } from './shared/storage';
export {
  createPlatformServices,
  type PlatformServices,
  type PlatformServicesDeps,
} from './platform-services';
