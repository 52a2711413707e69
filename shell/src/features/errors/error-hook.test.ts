import { describe, expect, it } from 'vitest';
import { createBus } from '@duality/bus';
import { isBotUserAgent, reportAreaFailures, reportError, reportUncaughtErrors } from './error-hook';

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('error hook', () => {
  it('recognises bots but not browsers', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(isBotUserAgent('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBotUserAgent(chrome)).toBe(false);
    expect(isBotUserAgent(chrome.replace('Chrome', 'HeadlessChrome'))).toBe(false);
  });

  it('announces an error on the bus and sends it to the endpoint', () => {
    const bus = createBus();
    const seen: unknown[] = [];
    const sent: [string, string][] = [];
    bus.on('error.reported').subscribe((e) => seen.push(e));
    const report = { message: 'boom', status: 500, path: '/dev' };
    const ok = reportError(report, {
      bus,
      userAgent: chrome,
      endpoint: 'https://errors.example/report',
      send: (url, body) => (sent.push([url, body]), true),
    });
    expect(ok).toBe(true);
    expect(seen).toEqual([report]);
    expect(sent[0]?.[0]).toBe('https://errors.example/report');
    expect(JSON.parse(sent[0]![1])).toMatchObject(report);
  });

  it('never sends an invite token: the path is redacted as for analytics', () => {
    const bus = createBus();
    const seen: { path: string }[] = [];
    const sent: string[] = [];
    bus.on('error.reported').subscribe((e) => seen.push(e));
    const deps = {
      bus,
      userAgent: chrome,
      endpoint: 'https://errors.example/report',
      send: (_url: string, body: string) => (sent.push(body), true),
    };
    const target = new EventTarget();
    const stopUncaught = reportUncaughtErrors(deps, target, () => '/campaign/invite/s3cret-token');
    reportAreaFailures(deps, () => '/campaign/invite/s3cret-token');
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom') }));
    bus.publish('remote.load_failed', { area: 'campaign', phase: 'mount', message: 'no' });
    reportError({ message: 'm', status: 500, path: '/campaign/invite/s3cret-token' }, deps);
    stopUncaught();
    expect(sent).toHaveLength(3);
    for (const body of sent) expect(body).not.toContain('s3cret-token');
    expect(sent.map((body) => (JSON.parse(body) as { path: string }).path)).toEqual([
      '/campaign/invite/redacted',
      '/campaign/invite/redacted',
      '/campaign/invite/redacted',
    ]);
    expect(seen.map((e) => e.path)).toEqual(sent.map(() => '/campaign/invite/redacted'));
  });

  it('swallows errors for bots: nothing announced, nothing sent', () => {
    const bus = createBus();
    const seen: unknown[] = [];
    bus.on('error.reported').subscribe((e) => seen.push(e));
    let sent = 0;
    const ok = reportError(
      { message: 'boom', status: 500, path: '/x' },
      { bus, userAgent: 'Googlebot/2.1', endpoint: 'https://e.example', send: () => (sent++, true) },
    );
    expect(ok).toBe(false);
    expect(seen).toEqual([]);
    expect(sent).toBe(0);
  });

  it('never throws when sending fails', () => {
    const bus = createBus();
    expect(() =>
      reportError(
        { message: 'm', status: 500, path: '/' },
        {
          bus,
          userAgent: chrome,
          endpoint: 'https://e.example',
          send: () => {
            throw new Error('offline');
          },
        },
      ),
    ).not.toThrow();
  });

  it('sends area failures to the hook as 500s at the current path, and not for bots', () => {
    const bus = createBus();
    const sent: string[] = [];
    const seen: unknown[] = [];
    bus.on('error.reported').subscribe((e) => seen.push(e));
    const send = (_url: string, body: string) => (sent.push(body), true);
    const sub = reportAreaFailures(
      { bus, userAgent: chrome, endpoint: 'https://errors.example/report', send },
      () => '/character/42',
    );
    bus.publish('remote.load_failed', { area: 'character', phase: 'render', message: 'sheet exploded' });
    expect(seen).toEqual([
      { message: 'The character area failed to render: sheet exploded', status: 500, path: '/character/42' },
    ]);
    expect(sent).toHaveLength(1);
    sub.unsubscribe();

    const botSub = reportAreaFailures({ bus, userAgent: 'Googlebot/2.1', send }, () => '/campaign');
    bus.publish('remote.load_failed', { area: 'campaign', phase: 'load', message: 'offline' });
    expect(seen).toHaveLength(1);
    botSub.unsubscribe();
  });

  it('sends uncaught errors and unhandled rejections to the hook until stopped', () => {
    const bus = createBus();
    const seen: unknown[] = [];
    bus.on('error.reported').subscribe((e) => seen.push(e));
    const target = new EventTarget();
    const stop = reportUncaughtErrors({ bus, userAgent: chrome }, target, () => '/homebrew');
    const thrown = new Event('error');
    Object.assign(thrown, { error: new Error('handler threw'), message: 'Uncaught Error: handler threw' });
    target.dispatchEvent(thrown);
    const rejected = new Event('unhandledrejection');
    Object.assign(rejected, { reason: 'save failed' });
    target.dispatchEvent(rejected);
    expect(seen).toEqual([
      { message: 'handler threw', status: 500, path: '/homebrew' },
      { message: 'save failed', status: 500, path: '/homebrew' },
    ]);
    stop();
    target.dispatchEvent(rejected);
    expect(seen).toHaveLength(2);
  });
});
