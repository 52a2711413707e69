// The program the Deno process runs: it imports each function module on first use, captures the handler the
// module passes to Deno.serve (instead of letting it open its own port), and dispatches requests by the first
// path segment, so `/<name>/...` reaches supabase/functions/<name>/index.ts as on hosted Supabase, where the
// function also sees a path starting with its name.
export const ROUTER_READY = 'SUPABASE_LOCAL_FUNCTIONS_LISTENING';

export const routerScript = `
const root = Deno.args[0];
const handlers = new Map();
let captured;
let loading = Promise.resolve();
const realServe = Deno.serve.bind(Deno);

Deno.serve = (a, b) => {
  captured = typeof a === 'function' ? a : typeof b === 'function' ? b : a && a.handler;
  return {
    finished: new Promise(() => {}),
    shutdown: async () => {},
    ref() {},
    unref() {},
    addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
  };
};

function json(status, body) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

// Imports run one at a time, so each captured handler belongs to the module just imported.
function load(name) {
  const p = loading.then(async () => {
    if (handlers.has(name)) return;
    captured = undefined;
    const url = new URL('file://' + root + '/' + name + '/index.ts');
    await import(url.href);
    if (typeof captured !== 'function') throw new Error('index.ts did not call Deno.serve(handler)');
    handlers.set(name, captured);
  });
  loading = p.catch(() => {});
  return p.then(() => handlers.get(name));
}

realServe(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => console.log('${ROUTER_READY} ' + port),
  },
  async (req, info) => {
    const name = new URL(req.url).pathname.split('/')[1] || '';
    // A function is a folder named like the hosted ones (lower case, digits, hyphens): nothing else is imported.
    if (!/^[a-z0-9][a-z0-9_-]*$/.test(name)) return json(404, { code: 'NOT_FOUND', message: 'Function not found' });
    let handler;
    try {
      handler = handlers.get(name) || (await load(name));
    } catch (err) {
      console.error('[' + name + '] boot error:', err);
      return json(503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
    }
    try {
      return await handler(req, info);
    } catch (err) {
      console.error('[' + name + '] uncaught error:', err);
      return json(500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    }
  },
);
`;
