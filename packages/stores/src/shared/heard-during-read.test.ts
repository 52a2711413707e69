import { describe, expect, it } from 'vitest';
import { heardDuringRead } from './heard-during-read';

describe('heardDuringRead', () => {
  it('answers a read with the changes of its key heard while it ran, in order, and none after', async () => {
    const heard = heardDuringRead<string>();
    heard.hear(1, 'before');
    let finish: (value: string) => void = () => undefined;
    const reading = heard.read(1, () => new Promise<string>((resolve) => (finish = resolve)));
    heard.hear(1, 'a');
    heard.hear(2, 'other campaign');
    heard.hear(1, 'b');
    finish('snapshot');
    expect(await reading).toEqual({ value: 'snapshot', heard: ['a', 'b'] });
    heard.hear(1, 'after');
    expect(await heard.read(1, async () => 'again')).toEqual({ value: 'again', heard: [] });
  });

  it('gives overlapping reads each what was heard since it began, and forgets a read that failed', async () => {
    const heard = heardDuringRead<string>();
    let first: (value: string) => void = () => undefined;
    const one = heard.read(7, () => new Promise<string>((resolve) => (first = resolve)));
    heard.hear(7, 'a');
    const two = heard.read(7, async () => 'second');
    heard.hear(7, 'b');
    first('first');
    expect(await one).toEqual({ value: 'first', heard: ['a', 'b'] });
    expect(await two).toEqual({ value: 'second', heard: ['b'] });
    await expect(heard.read(7, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await heard.read(7, async () => 'later')).toEqual({ value: 'later', heard: [] });
  });
});
