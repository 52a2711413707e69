import type { Observable } from '@duality/libs/rxjs';

/** The part of the session store that the data stores follow: who is signed in (null when signed out). */
export interface SessionSource {
  state$: Observable<{ user: { id: string } | null }>;
}

/** JSON with object keys sorted, so two equal documents compare equal whatever their key order (jsonb sorts). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
