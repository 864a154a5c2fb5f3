// A resource of the CRUD factory (mock-server/core/crud.ts, e.g. databases) in a bulk edit: each row read through the
// contract over the stored record's view and saved by the factory's own save (saveIn: the checks that need the
// database, the version, children, audit), the same path as its documented Save.
import type { Request } from 'express';
import { POLICY } from '../../../contracts/policy';
import { saveIn, saveInput, type AnyDeclaration } from '../../core/crud';
import type { Db } from '../../core/db/open';
import { notSettable, labelOf, pick, type BulkSession, type BulkWriter, type StoredRow } from './writer';

/** Fields whose save refuses a value another record has: never set to one value on several records. */
const UNIQUE: Readonly<Record<string, readonly string[]>> = { databases: ['name', 'alias'], users: ['login', 'email'], roles: ['name'] };
/**
 * The only fields a bulk edit sets on these resources (their lists' `bulkEdit`): flags and settings many records
 * share. Not a name, login or e-mail (each record's own, some unique), nor a password; not a user's databases or
 * roles (a bulk value would replace each user's own list), a database's type or address (the type decides which
 * address is required; each database has its own), a menu entry's path, parent or icon (each entry's own).
 */
export const SETTABLE: Readonly<Record<string, readonly string[]>> = {
  databases: ['storage', 'status'],
  users: ['status', 'changePassword'],
  roles: ['status', 'requireTwoFactor'],
  menus: ['status', 'sourcePrime'],
};
/** Never set in bulk: keys, secrets. */
const READ_ONLY = new Set(['id', 'version', 'password', 'passwordHash']);

export function crudWriter(database: Db, decl: AnyDeclaration): BulkWriter | undefined {
  const save = decl.save!;
  const rule = POLICY[`POST /${save.contract.path}`];
  const menu = rule && 'menu' in rule && rule.menu ? (typeof rule.menu === 'string' ? [rule.menu] : rule.menu) : undefined;
  if (!menu) return undefined;
  const unique = new Set(UNIQUE[decl.resource] ?? []);
  const settable = SETTABLE[decl.resource];
  const fixed = new Set(save.fixed ?? []);
  // the fields the save's contract reads (a contract that is not an object: any field, the contract drops others)
  const shape = (save.contract.body as { shape?: Record<string, unknown> }).shape;
  const known = shape ? new Set(Object.keys(shape)) : undefined;
  return {
    resource: decl.resource,
    menu,
    refuseField(field) {
      const has = known?.has(field) ?? true;
      if (has && !READ_ONLY.has(field) && !fixed.has(field) && !unique.has(field) && (settable?.includes(field) ?? true)) return undefined;
      return notSettable(field, has || READ_ONLY.has(field), unique.has(field));
    },
    async session(req: Request, write, work) {
      const run = async (db: Db, afterCommit: (task: () => void) => void) => {
        const stored = new Map<string, unknown>();
        const checked = new Map<string, { input: unknown; extra: unknown }>();
        const session: BulkSession = {
          db,
          async read(ids) {
            const found = new Map<string, StoredRow>();
            for (const id of ids) {
              if (!/^\d{1,9}$/.test(String(id))) continue;
              const record = await decl.find(db, Number(id));
              if (!record) continue;
              const { id: _id, version: _version, ...values } = decl.view(record) as Record<string, unknown>;
              stored.set(String(id), record);
              found.set(String(id), { id: record.id, version: record.version, values, label: labelOf(record.id, values) });
            }
            return found;
          },
          async check(row, changes) {
            const current = stored.get(String(row.id));
            const input = saveInput(decl, current, changes) as Record<string, unknown>;
            const extra = await save.prepare?.(input, current, req);
            // the rules that need the database: in the write's transaction, as in a save (a preview's only read)
            await save.check?.(db, input, current, { req, extra, afterCommit: () => undefined });
            checked.set(String(row.id), { input, extra });
            return pick(input, Object.keys(changes));
          },
          async write(row, tag) {
            const { input, extra } = checked.get(String(row.id))!;
            const { version } = await saveIn(db, decl, { req, current: stored.get(String(row.id)), input, extra, wanted: row.version, afterCommit, tag });
            return version;
          },
        };
        return work(session);
      };
      if (!write) return run(database, () => undefined);
      const tasks: Array<() => void> = [];
      const result = await database.transaction().execute((tx) => run(tx, (task) => tasks.push(task)));
      for (const task of tasks) task();
      return result;
    },
  };
}
