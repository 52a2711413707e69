// Where this folder's migrations, seed and functions are, for the harness and the global setup.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const supabaseDir = fileURLToPath(new URL('../..', import.meta.url));
export const migrationsDir = join(supabaseDir, 'migrations');
