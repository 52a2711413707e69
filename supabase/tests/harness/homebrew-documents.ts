// A valid document (the jsonb `data`) of each homebrew kind, for tests that need a row to exist: the database
// refuses a document that is not the shape of its kind. Taken from the first built-in entry of the kind.
import { BUILTIN_HOMEBREW } from '@duality/rules/content';
import type { Kind } from './world.js';

export function homebrewDocument(kind: Kind): Record<string, unknown> {
  const first = BUILTIN_HOMEBREW[kind][0];
  if (!first) throw new Error(`No built-in ${kind} to copy a document from`);
  const { id: _id, name: _name, user_id: _user, public: _public, created_at: _created, ...data } = first;
  return data;
}
