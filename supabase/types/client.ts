// The type of the product's Supabase client: supabase-js typed with the database (database.ts, generated from
// the migrations). It lives beside the database's types rather than in @duality/supabase because it changes
// whenever the database does, and the database's contract is its migration chain (additive, applied once for
// every area), not a shared package's version: a new column must not make the client's package a new version.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database';

// An interface, not an alias, so that every type that holds a client prints it by this name: an alias of a
// generic class's instance is printed expanded, the whole database with it.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a name for the instance type, nothing more
export interface DualityClient extends SupabaseClient<Database> {}
