// A REST collection (/api/rest/<name>: REST_COLLECTIONS or a published design) in a bulk edit: each row checked by
// the rules a PUT applies (rest.ts restRecord: the contract or the design, unique fields), written into the
// collections held for the change (the file is held as for any change and saved before the transaction commits),
// each write audited in the transaction with its version.
import { actorOf } from '../../core/actor';
import { records } from '../../core/records';
import type { Db } from '../../core/db/open';
import { restRecord, type RestRules } from '../rest';
import type { RestState, RestStore } from '../store';
import type { RestRow } from '../../core/types';
import { notSettable, labelOf, pick, type BulkSession, type BulkWriter, type StoredRow } from './writer';

const RECORD_KEYS = new Set(['id', 'version']);

export function restWriter(database: Db, store: RestStore, collection: string, rules: RestRules, menu: string): BulkWriter {
  const fields = rules.rules ? Object.keys(rules.rules.fields.shape) : rules.design!.fields.map((field) => field.source);
  const unique = new Set(rules.rules?.unique ?? []);
  /** the label: the design's first text field, else the usual name fields */
  const labelField = rules.design?.fields.find((field) => field.kind === 'text')?.source;
  return {
    resource: collection,
    menu: [menu],
    refuseField: (field) => (fields.includes(field) && !unique.has(field) ? undefined : notSettable(field, fields.includes(field) || RECORD_KEYS.has(field), unique.has(field))),
    async session(req, write, work) {
      const run = async (db: Db, state: RestState) => {
        const checked = new Map<string, Record<string, unknown>>();
        const rowOf = (id: string) => (state[collection] ?? []).findIndex((row) => String(row.id) === id);
        const session: BulkSession = {
          db,
          async read(ids) {
            const wanted = new Set(ids.map(String));
            const found = new Map<string, StoredRow>();
            for (const row of state[collection] ?? []) {
              const id = String(row.id);
              if (!wanted.has(id)) continue;
              const { id: rowId, version, ...values } = row;
              const label = labelField && typeof values[labelField] === 'string' ? (values[labelField] as string) : labelOf(id, values);
              found.set(id, { id: rowId as StoredRow['id'], version: Number(version ?? 1), values, label });
            }
            return found;
          },
          async check(row, changes) {
            const current = state[collection][rowOf(String(row.id))];
            const record = restRecord(state, collection, rules, current, changes);
            checked.set(String(row.id), record);
            return pick(record, Object.keys(changes));
          },
          async write(row, tag) {
            const index = rowOf(String(row.id));
            const before = state[collection][index];
            const version = Number(before.version ?? 1) + 1;
            const after: RestRow = { id: before.id, ...checked.get(String(row.id)), version };
            state[collection][index] = after;
            await records.stored(db, { actor: actorOf(req), resource: collection, recordId: String(row.id), action: 'update', before: { ...before }, after, batch: tag });
            return version;
          },
        };
        return work(session);
      };
      if (!write) return run(database, await store.read());
      // the file is held (no other change, here or in another instance) until the transaction has ended; the
      // collections are saved inside it, last: a failure before leaves the file as it was and rolls the trail back
      const release = await store.hold();
      try {
        return await database.transaction().execute(async (tx) => {
          const result = await run(tx, store.state);
          await store.save();
          return result;
        });
      } catch (error) {
        store.discardUnsaved();
        throw error;
      } finally {
        await release();
      }
    },
  };
}
