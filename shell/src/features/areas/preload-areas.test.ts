import { describe, expect, it } from 'vitest';
import { areaOfLink } from './preload-areas';

const link = (href: string) => {
  const a = document.createElement('a');
  a.href = href;
  return a;
};

describe('areaOfLink', () => {
  const origin = 'http://localhost:3000';
  it('names the area of a same-origin link under its prefixes', () => {
    expect(areaOfLink(link('http://localhost:3000/builder'), origin)).toBe('builder');
    expect(areaOfLink(link('http://localhost:3000/character/42'), origin)).toBe('character');
    expect(areaOfLink(link('http://localhost:3000/auth/login'), origin)).toBe('account');
  });
  it("ignores the shell's pages, other sites and other elements", () => {
    expect(areaOfLink(link('http://localhost:3000/about'), origin)).toBeNull();
    expect(areaOfLink(link('https://discord.gg/builder'), origin)).toBeNull();
    expect(areaOfLink(document.createElement('div'), origin)).toBeNull();
  });
});
