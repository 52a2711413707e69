// The start-up documents (the remote registry and the site configuration), requested by the entry script
// as soon as it runs, beside the shared modules the app waits for, instead of after them: on a phone
// network that is one round trip (over half a second) less before an area can load. A page on an area's
// path carries them already (the product server writes each into a JSON block whose id is its URL:
// platform's area-page-head.ts): they are read from it, with no request at all. The start-up code then
// reads them with `fetchStartedEarly`, which hands over each early response once. No imports: the entry runs
// this before any shared module is on the page.

const started = new Map<string, Promise<Response>>();

/**
 * Requests each document now, as the start-up code would (never from a cache), unless the page carries it:
 * a JSON block whose id is the document's URL.
 */
export function fetchEarly(urls: readonly string[]): void {
  for (const url of urls) {
    const carried = document.getElementById(url)?.textContent;
    const response = carried
      ? Promise.resolve(new Response(carried))
      : fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    // Its failure is read, and reported, by the start-up code; until then it is not an unhandled one.
    response.catch(() => undefined);
    started.set(url, response);
  }
}

/** A fetch that answers the first request for a document fetched early with that response. */
export const fetchStartedEarly: typeof fetch = (input, init) => {
  const early = typeof input === 'string' ? started.get(input) : undefined;
  if (early === undefined) return fetch(input, init);
  started.delete(input as string);
  return early;
};
