export {
  createDualityClient,
  getSupabase,
  hasSupabase,
  initSupabase,
  reconnectDelay,
  RECONNECT_DELAYS_MS,
  REALTIME_HEARTBEAT_MS,
  REALTIME_TIMEOUT_MS,
  type CreateOptions,
  type DualityClient,
  type SessionStorage,
} from './client';
export { localBackendConfig, parseSupabaseConfig, supabaseConfigSchema, type SupabaseConfig } from './config';
export { invokeFunction, ServerFunctionError } from './functions';
export {
  openChannelCount,
  subscribeToChanges,
  type ChangeBinding,
  type ChangeEvent,
  type ChangeSubscription,
  type Unsubscribe,
} from './realtime';
export type { Database, Json } from '@duality/supabase-db/types';
export type { RealtimePostgresChangesPayload, Session, User } from '@supabase/supabase-js';
