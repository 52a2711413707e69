// The Supabase CLI's local secrets, so the same configuration works here and against `supabase start`
// (the same in every CLI project): the JWT secret and the demo keys signed with it
// ({"iss":"supabase-demo","role":…,"exp":1983812996}).
// They are public, well-known values: never use them for a deployment reachable by others.

export const defaultJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const defaultAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const defaultServiceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The CLI's new-format local keys; they are opaque (not JWTs) and map to the anon / service_role roles. */
export const defaultPublishableKey = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const defaultSecretKey = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
