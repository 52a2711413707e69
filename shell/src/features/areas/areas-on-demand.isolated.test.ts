import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartAreasDeps } from './start-areas';
import { startAreasWhenNeeded } from './areas-on-demand';

const startAreas = vi.hoisted(() => vi.fn());
vi.mock('./start-areas', () => ({ startAreas }));

const deps = {} as StartAreasDeps;
const running = { preloadArea: async () => undefined };

describe('startAreasWhenNeeded', () => {
  afterEach(() => startAreas.mockReset());

  it('starts the areas once, on the first need, however often they are asked for', async () => {
    startAreas.mockReturnValue(running);
    const areas = startAreasWhenNeeded(deps);
    expect(startAreas).not.toHaveBeenCalled();
    expect(areas.started()).toBe(false);
    areas.start();
    await expect(areas.running()).resolves.toBe(running);
    await expect(areas.running()).resolves.toBe(running);
    expect(startAreas).toHaveBeenCalledTimes(1);
    expect(startAreas).toHaveBeenCalledWith(deps);
    expect(areas.started()).toBe(true);
  });

  it('does not keep a failure: the next need tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startAreas.mockImplementationOnce(() => {
      throw new Error('chunk failed');
    });
    startAreas.mockReturnValue(running);
    const areas = startAreasWhenNeeded(deps);
    await expect(areas.running()).rejects.toThrow('chunk failed');
    expect(areas.started()).toBe(false);
    expect(error).toHaveBeenCalled();
    await expect(areas.running()).resolves.toBe(running);
    expect(startAreas).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
