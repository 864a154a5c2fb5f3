// An answer many requests share: a page the read cache keeps (db/readCache.ts) is the same object for every request
// until its table is written. What a route makes of it (a view without the version column) and its JSON are made once
// for all of them, not once a request. The values are shared: nothing may change them.

const views = new WeakMap<object, WeakMap<object, object>>();
const bodies = new WeakMap<object, string>();

/** `view(source)`, made once per `source` object (and per `view`): the same object again while `source` is kept. */
export function sharedView<S extends object, V extends object>(source: S, view: (source: S) => V): V {
  let bySource = views.get(source);
  if (!bySource) views.set(source, (bySource = new WeakMap()));
  let made = bySource.get(view) as V | undefined;
  if (!made) {
    made = view(source);
    bySource.set(view, made);
    bodies.set(made, '');
  }
  return made;
}

/** The JSON of a success envelope around `data` without a message, made once when `data` is a shared view; else undefined. */
export function sharedEnvelopeJson(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const kept = bodies.get(data);
  if (kept === undefined) return undefined;
  if (kept !== '') return kept;
  const body = JSON.stringify({ isSuccess: true, message: '', data });
  bodies.set(data, body);
  return body;
}
