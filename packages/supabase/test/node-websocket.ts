// Node 20 has no WebSocket of its own, and supabase-js's realtime looks for `globalThis.WebSocket` when it
// connects: the tests install `ws` there, so the shipped client needs no transport option.
import WebSocket from 'ws';

if (typeof globalThis.WebSocket === 'undefined') {
  Object.assign(globalThis, { WebSocket });
}
