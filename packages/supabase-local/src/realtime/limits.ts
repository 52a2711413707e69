// Per-connection limits, so one client cannot hold the process's memory or its single database queue.
// Hosted Realtime has tenant limits of the same kind (channels per client, joins, presence size).
export const LIMITS = {
  /** Open websockets from one address (a household of phones behind one router stays far below). */
  connectionsPerAddress: 100,
  /** Channels joined on one connection (hosted's default max_channels_per_client). */
  channelsPerConnection: 100,
  /** postgres_changes bindings in one join. */
  bindingsPerJoin: 20,
  /** Values in one `in` filter. */
  inValues: 100,
  /** Bytes of one tracked presence state. */
  presenceBytes: 10 * 1024,
} as const;
