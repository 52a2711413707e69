// Per-connection and per-user limits, so one client cannot hold the process's memory, its single database
// queue or the other clients' sockets. Hosted Realtime has tenant limits of the same kind (channels per client,
// joins and events per second, message size, presence size). A "user" is the token's subject, or for tokens
// without one (the anon key) the caller's address.
export const LIMITS = {
  /** Open websockets from one address (a household of phones behind one router stays far below). */
  connectionsPerAddress: 100,
  /** Channels joined on one connection (hosted's default max_channels_per_client). */
  channelsPerConnection: 100,
  /** Channels one user holds across all their connections (a few devices of a dozen channels each). */
  channelsPerUser: 200,
  /**
   * Distinct access tokens among one connection's channels. supabase-js gives every channel the socket's one
   * token; while it hands a refreshed token to each channel in turn, two are in use for a moment.
   */
  tokensPerConnection: 3,
  /** Distinct access tokens one user subscribes with across connections (a few devices and tabs). */
  tokensPerUser: 10,
  /** postgres_changes bindings in one join. */
  bindingsPerJoin: 20,
  /** Bytes of one binding's filter (a 100-value `in` of uuids fits). */
  filterBytes: 4096,
  /** Bytes of every filter on one connection together. */
  filterBytesPerConnection: 32 * 1024,
  /** Values in one `in` filter. */
  inValues: 100,
  /** Bytes of one tracked presence state. */
  presenceBytes: 10 * 1024,
  /** Bytes of one frame from a client (hosted's broadcast payload limit); a longer one closes the socket (1009). */
  frameSize: 256 * 1024,
  /** New websockets from one address: a burst (every phone of a household at once), then a rate per second. */
  upgradesPerAddress: { burst: 120, perSecond: 10 },
  /** Frames a connection may send: a burst, then a steady rate per second (heartbeats and joins included). */
  frames: { burst: 200, perSecond: 100 },
  /** Bytes a connection may send: a burst, then a rate per second; past it the socket is closed (1008). */
  frameBytes: { burst: 512 * 1024, perSecond: 256 * 1024 },
  /** Broadcasts and presence updates relayed for one connection, and for one user across connections. */
  relayPerConnection: { burst: 40, perSecond: 20 },
  relayPerUser: { burst: 100, perSecond: 50 },
  /** Bytes of broadcasts relayed for one user, a burst then a rate per second. */
  relayBytesPerUser: { burst: 512 * 1024, perSecond: 256 * 1024 },
  /** Bytes waiting in a socket's send buffer before its client counts as too slow and is dropped. */
  sendBufferBytes: 4 * 1024 * 1024,
} as const;
