// Public surface of @duality/supabase: the one client, server functions and live changes, each parsed with
// the caller's schema, and the generated database types.
export {
  createDualityClient,
  getSupabase,
  initSupabase,
  reconnectDelay,
  RECONNECT_DELAYS_MS,
  REALTIME_HEARTBEAT_MS,
  REALTIME_TIMEOUT_MS,
  type CreateOptions,
  type DualityClient,
  type SessionStorage,
} from './client';
export { parseSupabaseConfig, supabaseConfigSchema, type SupabaseConfig } from './config';
export { invokeFunction, ServerFunctionError } from './functions';
export { describeIssues } from './issues';
export { readStoredSession } from './stored-session';
export {
  changeListener,
  closeSocketStillConnecting,
  deletedRowSchema,
  subscribeToChanges,
  subscribeToChannel,
  type ChangeBinding,
  type ChangeEvent,
  type ChangeListener,
  type ChannelBinding,
  type ChangeSubscription,
  type DeletedRow,
  type RowChange,
  type StatusListener,
  type Unsubscribe,
} from './realtime';
export type { Database, Json, Tables } from '@duality/supabase-db/types';
export type { Session, User } from '@supabase/supabase-js';
