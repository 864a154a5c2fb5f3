// What a bulk edit (issue 34 item 3) asks of a resource: its records with their versions, the check of one row's new
// values exactly as the resource's own save checks them, and the write of one row inside a transaction with the
// version check and the audit row. One writer per kind of save (stores, REST collections and designs, the CRUD
// factory's resources): a resource is bulk-editable with no code of its own.
import type { BatchTag } from '../../core/records';
import type { Request } from 'express';
import { ApiError } from '../../core/refuse';
import type { Db } from '../../core/db/open';
import { languageOf, translate, type Lang, type Msg } from '../messages';

export type RecordId = number | string;

/** A stored record as its list shows it (without id and version), with its version and the label lists give it. */
export interface StoredRow {
  id: RecordId;
  version: number;
  values: Record<string, unknown>;
  label: string;
}

/** How a bulk edit tags the audit rows it writes. */
export type BulkTag = BatchTag;

export interface BulkSession {
  /** The PostgreSQL transaction of a write (the batch's bookkeeping goes in it too), or the database for a preview. */
  db: Db;
  /** The records with these ids (by String(id)); an id that is not there is absent. */
  read(ids: readonly RecordId[]): Promise<Map<string, StoredRow>>;
  /**
   * Checks the row with these new values as the resource's save would (throws its refusal) and answers the changed fields' values as the save would store them (trimmed, converted).
   */
  check(row: StoredRow, changes: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Writes the values `check` answered for this row (checked in this session), with the version check against the row's, audited with the tag; the new version. */
  write(row: StoredRow, tag: BulkTag): Promise<number>;
}

export interface BulkWriter {
  /** The app's name of the resource (and its audit trail's, unless `auditResource` says otherwise). */
  resource: string;
  /** The audit trail's name of the resource when it is not the app's (loanPhones: loanDevices). */
  auditResource?: string;
  /** The menu entries whose W flag lets a user edit its records (any of them). */
  menu: readonly string[];
  /** Why this field cannot be set in bulk (a 400 on changes.<field>), or undefined when it can. */
  refuseField(field: string): Msg | undefined;
  /**
   * Runs `work` in a session. A write session is one transaction: everything it wrote is kept when `work`
   * resolves and nothing when it throws. A read session writes nothing.
   */
  session<T>(req: Request, write: boolean, work: (session: BulkSession) => Promise<T>): Promise<T>;
}

/** A refusal as status, message and field messages, in a language. */
interface RefusalText {
  status: number;
  message: string;
  errors: Array<[string, string]>;
}

const refusalText = (error: unknown, lang: Lang): RefusalText | undefined =>
  error instanceof ApiError
    ? { status: error.status, message: translate(lang, error.msg), errors: Object.entries(error.errors ?? {}).map(([field, msg]) => [field, translate(lang, msg)]) }
    : undefined;

/**
 * A save's refusal of one row as field → message in the caller's language; undefined: not a refusal (a failure).
 * A 403 is the caller's permission, not the row's, unless it names the row's fields (an ownership rule on the values:
 * never disabling yourself).
 */
export function rowRefusal(error: unknown, req: Request): Record<string, string> | undefined {
  const refusal = refusalText(error, languageOf(req));
  if (!refusal || refusal.status >= 500 || refusal.status === 401) return undefined;
  if (refusal.status === 403) return refusal.errors.length > 0 ? Object.fromEntries(refusal.errors) : undefined;
  return refusal.errors.length > 0 ? Object.fromEntries(refusal.errors) : { id: refusal.message };
}

/** The label lists give a record: its name, title, code or login, else its id. */
export const labelOf = (id: RecordId, values: Record<string, unknown>): string => {
  for (const field of ['name', 'title', 'label', 'code', 'login']) {
    const value = values[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return String(id);
};

/** The values of `fields` in `values` (what a preview shows and an undo puts back). */
export const pick = (values: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));

/** The message of a field a bulk edit cannot set: a field the resource does not have, or one it may not set. */
export const notSettable = (field: string, known: boolean, unique = false): Msg =>
  !known ? { key: 'validation.unknownField', params: { field } } : { key: unique ? 'bulk.unique' : 'bulk.readOnly', params: { field } };

/** A line's hand-written save, split into its check and its write (stores, loan phones, upload types). */
export interface SplitSave<C> {
  /** The records with these (numeric) ids, as StoredRows. */
  read(db: Db, ids: number[]): Promise<StoredRow[]>;
  /** The save's checks of the row with its new values: what the write needs, and the values as the save stores them. */
  check(db: Db, row: StoredRow, changes: Record<string, unknown>): Promise<{ checked: C; values: Record<string, unknown> }>;
  /** The save's write of a checked row (version check, audit with the tag); the new version. */
  write(db: Db, checked: C, row: StoredRow, req: Request, tag: BulkTag): Promise<number>;
}

/** A bulk writer over a split save: what it checked in a session is what that session writes. */
export function splitSaveWriter<C>(
  database: Db,
  writer: Pick<BulkWriter, 'resource' | 'auditResource' | 'menu' | 'refuseField'>,
  save: SplitSave<C>,
): BulkWriter {
  return {
    ...writer,
    async session(req, write, work) {
      const run = async (db: Db) => {
        const checked = new Map<string, C>();
        return work({
          db,
          async read(ids) {
            const numeric = ids.filter((id) => /^\d{1,9}$/.test(String(id))).map(Number);
            return new Map((await save.read(db, numeric)).map((row): [string, StoredRow] => [String(row.id), row]));
          },
          async check(row, changes) {
            const { checked: done, values } = await save.check(db, row, changes);
            checked.set(String(row.id), done);
            return pick(values, Object.keys(changes));
          },
          write: (row, tag) => save.write(db, checked.get(String(row.id))!, row, req, tag),
        });
      };
      return write ? database.transaction().execute(run) : run(database);
    },
  };
}
