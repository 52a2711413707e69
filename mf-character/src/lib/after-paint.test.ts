// Deferred work runs after the next frame, in order, at the latest after LATEST_MS without frames, and at once
// when the page is hidden (so nothing tapped is left in a page that goes away).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATEST_MS, afterNextPaint, flushDeferred } from './after-paint';

afterEach(() => {
  flushDeferred();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs the work in order in the task after the next frame, not before', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const ran: string[] = [];
    afterNextPaint(() => ran.push('first'));
    afterNextPaint(() => ran.push('second'));
    expect(ran).toEqual([]);
    expect(frames).toHaveLength(1); // one frame asked for both
    frames[0]!(0);
    expect(ran).toEqual([]); // the frame is painted first
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['first', 'second']);
    await vi.advanceTimersByTimeAsync(LATEST_MS);
    expect(ran).toEqual(['first', 'second']); // each once
  });

  it('runs after LATEST_MS when no frame comes', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0); // a hidden page paints no frames
    const ran: number[] = [];
    afterNextPaint(() => ran.push(1));
    await vi.advanceTimersByTimeAsync(LATEST_MS - 1);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual([1]);
  });

  it('runs what waits at once when the page is hidden or left', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0); // a hidden page paints no frames
    const ran: string[] = [];
    afterNextPaint(() => ran.push('hidden'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(ran).toEqual(['hidden']);
    vi.restoreAllMocks();
    afterNextPaint(() => ran.push('left'));
    window.dispatchEvent(new Event('pagehide'));
    expect(ran).toEqual(['hidden', 'left']);
  });
});
