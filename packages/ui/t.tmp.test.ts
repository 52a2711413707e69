import { it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { guardMarkdownSource } from './src/markdown/source-guard';
it('t', () => {
  for (const src of ['*_'.repeat(2500), '*a_'.repeat(1666), '**_'.repeat(1666), 'a *b* '.repeat(800), '[a'.repeat(2500)]) {
    const t = performance.now();
    unified().use(remarkParse).use(remarkGfm).runSync(unified().use(remarkParse).use(remarkGfm).parse(guardMarkdownSource(src)));
    console.log(src.slice(0, 6), (performance.now() - t).toFixed(0));
  }
});
