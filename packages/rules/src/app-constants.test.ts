import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  DEBOUNCE,
  GENERAL_DELAY_MS,
  MARKDOWN_LIMITS,
  MEDIA_DEFAULTS,
  RETRY_POLL,
  SESSION,
  TEXT_RESIZE,
  TOAST,
} from './app-constants';
import { CONSENT_REPROMPT_DAYS, HOPE_RULE_TEXT } from './constants';

// Each number is a product decision, written here a second time so that changing a constant is deliberate.
describe('product constants', () => {
  it('toasts last 10 000 ms and refresh about every 16.7 ms', () => {
    expect(TOAST.durationMs).toBe(10000);
    expect(TOAST.refreshMs).toBeCloseTo(16.7, 1);
  });
  it('debounces 3000 ms for the profile, 300 ms by default; polls every 100 ms, 100 tries; delay 3000', () => {
    expect(DEBOUNCE).toEqual({ profileSaveMs: 3000, defaultMs: 300 });
    expect(RETRY_POLL).toEqual({ intervalMs: 100, tries: 100 });
    expect(GENERAL_DELAY_MS).toBe(3000);
  });
  it('consent is asked again after 14 days', () => {
    expect(CONSENT_REPROMPT_DAYS).toBe(14);
  });
  it('breakpoints xs 0, sm 640, md 768, lg 1024, xl 1280, xxl 1536; landscape, no-preference', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
    expect(MEDIA_DEFAULTS).toEqual({ orientation: 'landscape', motion: 'no-preference' });
  });
  it('text resize: 200 ms, ratio 1, 16-500 px', () => {
    expect(TEXT_RESIZE).toEqual({ delayMs: 200, ratio: 1, minFontPx: 16, maxFontPx: 500 });
  });
  it('session: refresh check 30 s, cookie 400 days chunked at 3180, realtime 10 s / 25 s, reconnect 1-2-5-10 s, buffer 100, 3 retries, reload guard 10 s', () => {
    expect(SESSION).toEqual({
      tokenRefreshCheckMs: 30000,
      cookieMaxAgeDays: 400,
      cookieChunkSize: 3180,
      realtimeTimeoutMs: 10000,
      realtimeHeartbeatMs: 25000,
      reconnectDelaysMs: [1000, 2000, 5000, 10000],
      pushBufferCap: 100,
      requestRetries: 3,
      newBuildReloadGuardMs: 10000,
    });
  });
  it('markdown: 100 nesting levels, 65536 table cells, id and class only', () => {
    expect(MARKDOWN_LIMITS).toEqual({
      maxNesting: 100,
      maxTableCells: 65536,
      allowedAttributes: ['id', 'class'],
    });
  });
  it('hope rule: 1 Hope for an Experience or help, 3 Hope for a Tag Team', () => {
    expect(HOPE_RULE_TEXT).toMatch(/1 Hope.*Experience.*help/);
    expect(HOPE_RULE_TEXT).toMatch(/3 Hope.*Tag Team/);
  });
});
