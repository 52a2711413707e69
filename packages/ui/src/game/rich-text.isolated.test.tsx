// Descriptions are markdown, drawn by the safe renderer only when they need it: plain text is a paragraph at
// once (the renderer is never loaded for it); markdown shows its text in the same box at once, then as markdown,
// and hostile markup stays text.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeatureList } from './feature-list';
import { needsMarkdown, plainPreview, RichText, RichTextPreview } from './rich-text';

afterEach(cleanup);
// The first render of markdown imports the renderer (react-markdown and its plugins): seconds on a busy machine.
const loaded = { timeout: 5000 };

describe('rich text', () => {
  it('inside a preview, draws every text as plain words, cut to its length, never parsed', () => {
    const long = `**Bold** ${'word '.repeat(100)}`;
    const { container } = render(
      <RichTextPreview characters={20}>
        <RichText>{long}</RichText>
        <FeatureList features={[{ name: 'Deep', description: '> > - - *quote* ' + 'x'.repeat(50) }]} />
      </RichTextPreview>,
    );
    expect(container.querySelector('.dh-markdown')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('Bold word word word…');
    expect(screen.getByText(/Deep/).closest('li')?.textContent).toBe(
      `Deep: ${plainPreview('- - quote ' + 'x'.repeat(50), 20)}`,
    );
    expect(plainPreview('a\n\n*b*', 10)).toBe('a b');
  });

  it('draws plain text as a paragraph at once, without the markdown renderer', () => {
    const { container } = render(<RichText>Spend 3 Hope to +1 your Evasion.</RichText>);
    expect(container.innerHTML).toBe('<p>Spend 3 Hope to +1 your Evasion.</p>');
  });

  it('shows markdown as plain text in the same box first, then as markdown', async () => {
    const { container } = render(<RichText>{'A lantern that **never** goes out.'}</RichText>);
    expect(container.querySelector('.dh-markdown > p')?.textContent).toBe(
      'A lantern that **never** goes out.',
    );
    expect(await screen.findByText('never', { selector: 'strong' }, loaded)).toBeTruthy();
    expect(container.querySelector('.dh-markdown > p')?.textContent).toBe('A lantern that never goes out.');
  });

  it('keeps hostile markup as text, and a feature text inline after its name', async () => {
    const { container } = render(
      <FeatureList features={[{ name: 'Gills', description: '<img src=x onerror=alert(1)> *wet*' }]} />,
    );
    expect(await screen.findByText('wet', { selector: 'em' }, loaded)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('li')?.textContent).toBe('Gills: <img src=x onerror=alert(1)> wet');
  });

  it('knows which texts need markdown', () => {
    for (const text of [
      'a *b*',
      'a_b_',
      '`c`',
      '[l](u)',
      '<b>',
      '&amp;',
      'x|y',
      '# h',
      '- a',
      '1. a',
      '> q',
      'a\n\nb',
      'www.x.y',
      'me@x.y',
    ])
      expect(needsMarkdown(text), text).toBe(true);
    for (const text of ['Plain words.', '+1 Evasion', 'Spend 3 Hope', 'Range: Close-Far', 'a\nb'])
      expect(needsMarkdown(text), text).toBe(false);
  });
});
