// The built-in game content (the SRD data of `@duality/rules/content`), loaded with a dynamic import the first
// time something asks for it: it is most of the product's JavaScript, so a page that shows no game content
// (the home page, the account pages) never loads it. The libraries and the catalog take it when it arrives.
import type { Observable } from '@duality/libs/rxjs';
import type { Bus } from '@duality/bus';
import { toastError } from '../shared/db';
import { createSessionScopedStore } from '../shared/session-scoped-store';

/** What `@duality/rules/content` exports (a type only: importing it here would put it in every first load). */
export type BuiltinContent = typeof import('@duality/rules/content');

export const CONTENT_LOAD_ERROR =
  'The game content could not be loaded. Check your connection and reload the page.';

export interface BuiltinContentStore {
  /** null until the content has arrived. */
  state$: Observable<BuiltinContent | null>;
  readonly state: BuiltinContent | null;
  /** Loads the content once; a failed load shows a toast, rejects, and is tried again on the next call. */
  load(): Promise<BuiltinContent>;
}

export function createBuiltinContentStore({ bus }: { bus?: Bus } = {}): BuiltinContentStore {
  // The kernel without a session: the game content is the same for every user, so sign-out keeps it.
  const kernel = createSessionScopedStore<BuiltinContent | null, { user: null }>({ initial: () => null });
  let loading: Promise<BuiltinContent> | null = null;
  return {
    state$: kernel.state$,
    get state() {
      return kernel.state;
    },
    load() {
      loading ??= import('@duality/rules/content').then(
        (content) => {
          if (kernel.state === null) kernel.next(content);
          return content;
        },
        (error: unknown) => {
          loading = null;
          if (bus) toastError(bus, CONTENT_LOAD_ERROR);
          throw error;
        },
      );
      return loading;
    },
  };
}
