// Answers of frequent reads kept until one of their tables is written (writeWatch.ts): the signed-in user behind a
// token, the permission tables, the total of a big list. Identical reads asked at the same time share one query.
// On the embedded store and on a PostgreSQL server (whose writes, any client's, are announced: serverWatch.ts);
// never inside a transaction (it may see its own uncommitted writes). The values are shared between requests:
// callers must not change them.
import type { Kysely } from 'kysely';
import { WriteWatch } from './writeWatch';

const watchOf = (db: Kysely<any>): WriteWatch | undefined =>
  db.isTransaction ? undefined : (db.getExecutor().plugins.find((plugin) => plugin instanceof WriteWatch) as WriteWatch | undefined);

interface Store<V> {
  entries: Map<string, { stamp: string; value: V }>;
  loading: Map<string, Promise<V>>;
}

/** One cache per database (a test process runs several servers, each on its own store). */
export class ReadCache<V> {
  private readonly stores = new WeakMap<WriteWatch, Store<V>>();

  /** `tables`: every table `load` reads. `maxEntries`: past it the cache starts again empty. */
  constructor(
    private readonly tables: readonly string[],
    private readonly maxEntries = 1000,
  ) {}

  async get(db: Kysely<any>, key: string, load: () => Promise<V>): Promise<V> {
    const watch = watchOf(db);
    if (!watch) return load();
    let store = this.stores.get(watch);
    if (!store) this.stores.set(watch, (store = { entries: new Map(), loading: new Map() }));
    const { entries, loading } = store;
    const stamp = watch.stamp(this.tables);
    if (stamp === undefined) return load();
    const kept = entries.get(key);
    if (kept?.stamp === stamp) return kept.value;
    const loadKey = `${stamp}\u0000${key}`;
    const shared = loading.get(loadKey);
    if (shared) return shared;
    const loaded = load().finally(() => loading.delete(loadKey));
    loading.set(loadKey, loaded);
    const value = await loaded;
    // kept only when no write to its tables was sent while it was read
    if (watch.stamp(this.tables) === stamp) {
      if (entries.size >= this.maxEntries) entries.clear();
      entries.set(key, { stamp, value });
    }
    return value;
  }
}
