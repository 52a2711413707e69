// The name of the migrated template database on the shared PostgreSQL cluster (global-setup.ts makes it).
export const POSTGRES_TEMPLATE = 'duality_template';
