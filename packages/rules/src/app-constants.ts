// Product-wide numbers that are not game rules: timings, breakpoints, session and markdown limits. They live
// here so every area and the shell read the same values.

/** Toast timing: one toast at a time, each shown 10 s; its progress bar refreshes about every 16.7 ms. */
export const TOAST = { durationMs: 10_000, refreshMs: 1000 / 60 } as const;
/** Debounces: profile collection saves 3 s; everything else 300 ms. */
export const DEBOUNCE = { profileSaveMs: 3000, defaultMs: 300 } as const;
/** Retry polling defaults: every 100 ms, at most 100 tries. */
export const RETRY_POLL = { intervalMs: 100, tries: 100 } as const;
/** The general delay, 3 s (the character store retries an offline save after it). */
export const GENERAL_DELAY_MS = 3000;
/** Responsive breakpoints, minimum width in px. */
export const BREAKPOINTS = { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
/** Media defaults: landscape orientation, no motion preference. */
export const MEDIA_DEFAULTS = { orientation: 'landscape', motion: 'no-preference' } as const;
/** Text-resize defaults: 200 ms delay, ratio 1, font between 16 px and 500 px. */
export const TEXT_RESIZE = { delayMs: 200, ratio: 1, minFontPx: 16, maxFontPx: 500 } as const;
/**
 * Session, realtime and request limits: the token is checked every 30 s; the session cookie lives 400 days in
 * 3180-character chunks; realtime times out after 10 s, beats every 25 s and reconnects after 1, 2, 5 and
 * then every 10 s; requests are retried 3 times; a new build reloads at most once per 10 s.
 */
export const SESSION = {
  tokenRefreshCheckMs: 30_000,
  cookieMaxAgeDays: 400,
  cookieChunkSize: 3180,
  realtimeTimeoutMs: 10_000,
  realtimeHeartbeatMs: 25_000,
  reconnectDelaysMs: [1000, 2000, 5000, 10_000],
  pushBufferCap: 100,
  requestRetries: 3,
  newBuildReloadGuardMs: 10_000,
} as const;
/** Markdown rendering limits: only id and class attributes, nesting to 100 levels, tables to 65 536 cells. */
export const MARKDOWN_LIMITS = {
  maxNesting: 100,
  maxTableCells: 65_536,
  allowedAttributes: ['id', 'class'],
} as const;
