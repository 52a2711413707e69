#!/usr/bin/env node
// Runs one app's rsbuild dev server with its own rsbuild.config.ts, plus JSON documents decided at run
// time: an area started alone, and the shell under `npm run dev`, serve the /config.json that points them at
// the backend, as the product server does for the shell. A /config.json given here is served over the app's
// own public/config.json (a build carries no backend: the server that hosts it names one). Run it with plain Node (a TypeScript loader would rename the functions that
// Module Federation turns into browser code, and the page would fail):
//   node dev-server.js --app-dir DIR [--port N] [--json '{"/config.json": {...}}']
// When it listens and its first build is done it tells its parent process ({listening: port}), if any;
// SIGTERM or SIGINT closes it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createRsbuild, loadConfig, mergeRsbuildConfig } from '@rsbuild/core';

const { values } = parseArgs({
  options: {
    'app-dir': { type: 'string' },
    port: { type: 'string' },
    json: { type: 'string', default: '{}' },
  },
});
if (!values['app-dir']) {
  console.error('dev-server: --app-dir is required');
  process.exit(2);
}
/** @type {Record<string, unknown>} */
const documents = JSON.parse(values.json);
const ownConfig = join(values['app-dir'], 'public/config.json');
if (documents['/config.json'] && existsSync(ownConfig)) {
  documents['/config.json'] = {
    ...JSON.parse(readFileSync(ownConfig, 'utf8')),
    ...documents['/config.json'],
  };
}
const port = values.port ? Number(values.port) : undefined;

/** Answers GET requests for the documents; everything else goes on to rsbuild. */
const serveDocuments = ({ server }) =>
  void server.middlewares.use((req, res, next) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'GET' || !(path in documents)) return next();
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(documents[path]));
  });

try {
  const { content } = await loadConfig({ cwd: values['app-dir'], command: 'dev' });
  const rsbuild = await createRsbuild({
    cwd: values['app-dir'],
    config: mergeRsbuildConfig(content, {
      // Taken or not, it is this port or a failure: the start command prints it.
      server: { ...(port ? { port, strictPort: true } : {}), printUrls: false, setup: serveDocuments },
      // The dev server builds in memory: leave the app's built dist/ alone (the product may be serving it).
      output: { cleanDistPath: false },
    }),
  });
  // Ready means built: a page opened while the first build runs can load half-made federation chunks.
  const built = new Promise((resolve) =>
    rsbuild.onAfterDevCompile(({ isFirstCompile }) => isFirstCompile && resolve(undefined)),
  );
  const { port: listening, server } = await rsbuild.startDevServer();
  await built;
  process.send?.({ listening });
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
