import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

afterEach(cleanup);

function html(source: string): HTMLElement {
  const { container } = render(<Markdown>{source}</Markdown>);
  return container;
}

/** Every attribute name used anywhere inside the rendered markdown (the wrapper's own class excluded). */
function attributeNames(container: HTMLElement): Set<string> {
  const names = new Set<string>();
  for (const element of container.querySelectorAll('.dh-markdown *')) {
    for (const attribute of element.attributes) names.add(attribute.name);
  }
  return names;
}

describe('Markdown', () => {
  it('renders ordinary markdown: emphasis, lists, tables', () => {
    const container = html('**Bold** and _soft_\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(container.querySelector('strong')?.textContent).toBe('Bold');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelectorAll('[role="region"] > table td')).toHaveLength(2);
  });

  it('shows raw HTML as text and never as elements', () => {
    const container = html(
      '<script>window.pwned = 1</script><img src=x onerror="window.pwned=1"><b onclick="x()">b</b>',
    );
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.textContent).toContain('<script>');
  });

  it('keeps only id and class attributes (ids prefixed), and href on links', () => {
    const container = html(
      '# Title\n\n[site](https://example.com "title")\n\n- [x] done\n\nfoot[^1]\n\n[^1]: note',
    );
    const allowed = new Set(['id', 'class', 'href', 'target', 'rel']);
    for (const name of attributeNames(container)) expect(allowed.has(name)).toBe(true);
    expect(container.querySelector('input')).toBeNull();
    for (const element of container.querySelectorAll('[id]'))
      expect(element.id.startsWith('user-content-')).toBe(true);
  });

  it('opens http, https and mailto links safely in a new tab', () => {
    const container = html('[a](https://example.com) [b](mailto:gm@example.com) <http://example.org>');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/',
      'mailto:gm@example.com',
      'http://example.org/',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](vbscript:msgbox)',
    '[x](/relative)',
    '[x][r]\n\n[r]: javascript:alert(1)',
  ])('renders %j as text, not a link', (source) => {
    const container = html(source);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('x');
  });

  it('shows an image as its alt text, never loading it', () => {
    const container = html('![a map](https://tracker.example/pixel.png) ![](javascript:alert(1))');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('a map');
  });

  it('survives deeply nested lists and block quotes, showing at most 100 levels', () => {
    const lists = Array.from({ length: 150 }, (_, level) => `${'  '.repeat(level)}- level ${level}`).join(
      '\n',
    );
    const container = html(`${lists}\n\n${'>'.repeat(3000)} deep\n\n${'- '.repeat(3000)}x`);
    let depth = 0;
    for (let node = container.querySelector('ul'); node; node = node.querySelector(':scope > li > ul'))
      depth++;
    expect(depth).toBeGreaterThan(40);
    expect(depth).toBeLessThanOrEqual(50);
    expect(container.querySelectorAll('blockquote').length).toBeLessThanOrEqual(100);
  });

  it('cuts a source longer than the parser handles quickly', () => {
    const container = html(`${'a'.repeat(30_000)} tail`);
    expect(container.textContent).not.toContain('tail');
    expect(container.textContent?.endsWith('…')).toBe(true);
  });
});
