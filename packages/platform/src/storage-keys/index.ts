// @duality/platform/storage-keys: every browser-storage key of the product (keys.ts), the one set-aside
// convention and the visitor's draft passing to an account (set-aside.ts), and the renaming of older keys
// (legacy.ts). Its own entry, bundled by each app that uses it (a few hundred bytes), not shared.
export {
  characterAliasesKey,
  draftOwnerOf,
  isSupabaseSessionKey,
  keptCopyKey,
  rollOutboxKey,
  sealKeyKey,
  sealKeyPrefix,
  sessionStorageKeys,
  storageKeys,
  VISITOR,
  type BuilderDraftKeys,
  type DraftOwner,
  type KeptCopyKind,
} from './keys';
export { privateDataOwnerOf } from './private-keys';
export { appCacheNames, isAppCache, isShellPrecache, workboxCacheNameDetails } from './app-caches';
export { adoptVisitorDraft, setAside, setAsideKeyOf, type KeyStorage } from './set-aside';
export { currentNameOf, migrateStorageKeys, type EnumerableStorage } from './legacy';
export { mayBeLegacyKey, mayHoldLegacyKeys } from './legacy-check';
