// Homebrew library ordering.

/** Sorts by name case-insensitively, built-ins (no created_at) before homebrew; returns a new array. */
export function sortHomebrew<T extends { name: string; created_at?: string | null }>(
  list: readonly T[],
): T[] {
  const isBuiltIn = (x: T) => x.created_at === undefined || x.created_at === null;
  return [...list].sort((a, b) => {
    const group = Number(!isBuiltIn(a)) - Number(!isBuiltIn(b));
    if (group !== 0) return group;
    const an = a.name.toLowerCase();
    const bn = b.name.toLowerCase();
    return an < bn ? -1 : an > bn ? 1 : 0;
  });
}
