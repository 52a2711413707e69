// The live changes a store hears while it reads a snapshot, so it can apply them again on top of it. A snapshot
// is read after the channel has joined, but one read before a change can arrive after that change's live
// event; replayed (each change harmless when the snapshot already holds it), the changes heard meanwhile keep
// the snapshot from undoing them. Each read keeps its own list, so overlapping reads (a first load and a
// reload after a reconnect) each replay what was heard since they began.
export interface HeardDuringRead<C, K = number> {
  /** Records a live change for every read of `key` in progress. */
  hear(key: K, change: C): void;
  /** Runs `snapshot` and answers its value with the changes of `key` heard while it ran, in order. */
  read<T>(key: K, snapshot: () => Promise<T>): Promise<{ value: T; heard: C[] }>;
}

export function heardDuringRead<C, K = number>(): HeardDuringRead<C, K> {
  const reads = new Map<K, Set<C[]>>();
  return {
    hear(key, change) {
      for (const heard of reads.get(key) ?? []) heard.push(change);
    },
    async read(key, snapshot) {
      const heard: C[] = [];
      const open = reads.get(key) ?? new Set<C[]>();
      reads.set(key, open.add(heard));
      try {
        return { value: await snapshot(), heard };
      } finally {
        open.delete(heard);
        if (open.size === 0) reads.delete(key);
      }
    },
  };
}
