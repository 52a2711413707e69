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
