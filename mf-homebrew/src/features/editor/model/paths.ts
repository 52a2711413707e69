// Reading and writing one value of the form by its path ("features.0.charge.max"), without mutating the form.

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** The value at `path`, or undefined. */
export function getAt(root: unknown, path: string): unknown {
  let current: unknown = root;
  for (const key of path.split('.')) {
    if (!isContainer(current)) return undefined;
    current = Array.isArray(current) ? current[Number(key)] : current[key];
  }
  return current;
}

/** A copy of `root` with `value` at `path` (the containers on the way are copied, the rest shared). */
export function setAt<T>(root: T, path: string, value: unknown): T {
  return setIn(root, path.split('.'), value) as T;
}

function setIn(node: unknown, keys: string[], value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  if (Array.isArray(node)) {
    const copy = [...node];
    const index = Number(key);
    copy[index] = setIn(copy[index], rest, value);
    return copy;
  }
  const object = isContainer(node) ? (node as Record<string, unknown>) : {};
  return { ...object, [key]: setIn(object[key], rest, value) };
}
