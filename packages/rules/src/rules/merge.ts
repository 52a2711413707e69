// The builder's merge: arrays replaced wholesale, objects merged deeply, unknown keys ignored.

type Plain = Record<string, unknown>;
const isPlainObject = (v: unknown): v is Plain =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  [Object.prototype, null].includes(Object.getPrototypeOf(v) as object | null);

/** Returns a copy of `target` with `patch` merged in; only keys already in `target` are set. */
export function mergeExisting<T>(target: T, patch: unknown): T {
  if (!isPlainObject(target) || !isPlainObject(patch)) return target;
  const out: Plain = { ...target };
  for (const key of Object.keys(patch)) {
    if (!Object.prototype.hasOwnProperty.call(target, key)) continue;
    const next = patch[key];
    if (next === undefined) continue;
    const prev = target[key];
    out[key] = isPlainObject(prev) && isPlainObject(next) ? mergeExisting(prev, next) : next;
  }
  return out as T;
}
