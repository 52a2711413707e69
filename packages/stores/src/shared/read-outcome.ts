// The one error policy of the reads an area shows on its own (the current invite, the homebrew counts): a
// failure is returned, never toasted and never turned into an empty answer, so the page shows it in place
// with a Retry. The message is in our words (what could not be loaded, and whether the server was reached),
// never the raw text of a failed fetch.
import type { QueryOutcome } from './db';

export type ReadOutcome<T> = { ok: true; data: T } | { ok: false; message: string };

/** "{what} could not be loaded: …", telling an unreachable server from a refusal or a bad answer. */
export function readFailure(what: string, outcome: Extract<QueryOutcome<unknown>, { ok: false }>): string {
  return outcome.network
    ? `${what} could not be loaded: the server could not be reached. Check your connection, then try again.`
    : `${what} could not be loaded. Try again in a moment.`;
}

/** The query's outcome as the page reads it. */
export function toReadOutcome<T>(what: string, outcome: QueryOutcome<T>): ReadOutcome<T> {
  return outcome.ok ? outcome : { ok: false, message: readFailure(what, outcome) };
}
