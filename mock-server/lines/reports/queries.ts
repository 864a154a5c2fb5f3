// The reports' configuration in the store: list, detail, save (with its parameters, and its entry on the
// Permissions screen), columns, and who may run what (the entry's users).
import { sql, type Kysely } from 'kysely';
import type { ReportColumn, ReportConfiguration, ReportDetail, ReportListRow } from '../../../contracts/endpoints/reports';
import { records } from '../../core/records';
import type { Database } from '../../core/db/schema';
import { containsPattern } from '../../shell/api/sqlListing';

type Db = Kysely<Database>;
const REPORT_TABLE_TYPE = 1 as const;

const listRow = (r: { id: number; name: string; alias: string; api: string; script: string; connectionString: string; dataBaseId: number; typeBd: number; version: number }): ReportListRow => ({
  reportId: r.id, name: r.name, alias: r.alias, api: r.api, script: r.script, connectionString: r.connectionString,
  data_Base: r.dataBaseId, typeBD: r.typeBd, version: r.version,
});

export async function listReports(db: Db, pageIndex: number, pageSize: number, search: string): Promise<{ items: ReportListRow[]; totalItemCount: number }> {
  let query = db.selectFrom('reports');
  if (search) {
    const like = containsPattern(search);
    query = query.where((eb) => eb.or([eb('name', 'ilike', like), eb('alias', 'ilike', like), eb('api', 'ilike', like), eb('connectionString', 'ilike', like), eb(sql`id::text`, '=', search)]));
  }
  const [{ count }] = await query.select((eb) => eb.fn.countAll<number>().as('count')).execute();
  const rows = await query.selectAll().orderBy('id').limit(pageSize).offset((pageIndex - 1) * pageSize).execute();
  return { items: rows.map(listRow), totalItemCount: Number(count) };
}

export async function reportDetail(db: Db, id: number): Promise<ReportDetail | undefined> {
  const report = await db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!report) return undefined;
  const parameters = await db.selectFrom('reportParameters').selectAll().where('reportId', '=', id).orderBy('position').execute();
  const columns = await db.selectFrom('reportColumns').selectAll().where('reportId', '=', id).orderBy('position').execute();
  return {
    ...listRow(report),
    parameters: parameters.map((p) => ({ parameterId: p.id, column: p.column, alias: p.alias, type: p.type })),
    columns: columns.map((c) => ({ name: c.name, alias: c.alias, groupTypesDataId: c.groupTypesDataId, reportId: c.reportId, isFilter: c.isFilter, isShow: c.isShow })),
  };
}

/** Saves a report and replaces its parameters; a new one also gets its entry on the Permissions screen. Answers its id. */
export async function saveReport(db: Db, input: ReportConfiguration): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const values = {
      name: input.name, alias: input.alias, api: input.api, script: input.script, connectionString: input.connectionString,
      dataBaseId: input.data_Base, typeBd: input.typeBD,
    };
    let id = input.reportId;
    if (id === 0) {
      // the next free entry id (reports and upload tables share the entries' ids)
      const { next } = await trx.selectFrom('permissionEntries').select(sql<number>`coalesce(max(id), 0) + 1`.as('next')).executeTakeFirstOrThrow();
      id = Number(next);
      await records.save(trx, 'permissionEntries', undefined, { id, tableType: REPORT_TABLE_TYPE, name: input.name, databaseId: input.data_Base }, { actor: null });
      await records.save(trx, 'reports', undefined, { id, ...values }, { actor: null });
    } else {
      if (!(await trx.selectFrom('reports').select('id').where('id', '=', id).forUpdate().executeTakeFirst())) return undefined;
      await records.save(trx, 'reports', id, values, { actor: null });
      // its entry on the Permissions screen takes the name and the database (the entry's version is left as it is)
      await trx.updateTable('permissionEntries').set({ name: input.name, databaseId: input.data_Base }).where('id', '=', id).execute();
      await trx.deleteFrom('reportParameters').where('reportId', '=', id).execute();
    }
    if (input.parameters.length > 0) {
      await trx.insertInto('reportParameters').values(input.parameters.map((p, position) => ({ reportId: id, column: p.column, alias: p.alias, type: p.type, position }))).execute();
    }
    return id;
  });
}

/** Adds the columns to their reports; a column of the same name is replaced. Answers how many were saved. */
export async function saveColumns(db: Db, columns: readonly ReportColumn[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    for (const c of columns) {
      const existing = await trx.selectFrom('reportColumns').select(['id']).where('reportId', '=', c.reportId).where('name', '=', c.name).executeTakeFirst();
      const values = { alias: c.alias, groupTypesDataId: c.groupTypesDataId, isFilter: c.isFilter, isShow: c.isShow };
      if (existing) {
        await trx.updateTable('reportColumns').set(values).where('id', '=', existing.id).execute();
      } else {
        const { next } = await trx.selectFrom('reportColumns').select(sql<number>`coalesce(max(position), -1) + 1`.as('next')).where('reportId', '=', c.reportId).executeTakeFirstOrThrow();
        await trx.insertInto('reportColumns').values({ reportId: c.reportId, name: c.name, position: Number(next), ...values }).execute();
      }
    }
    return columns.length;
  });
}

export const reportExists = async (db: Db, id: number) => !!(await db.selectFrom('reports').select('id').where('id', '=', id).executeTakeFirst());

/** Whether the user is assigned to the report on the Permissions screen. */
export async function mayRun(db: Db, userId: number, reportId: number): Promise<boolean> {
  const row = await db.selectFrom('permissionEntryUsers').select('userId').where('entryId', '=', reportId).where('userId', '=', userId).executeTakeFirst();
  return !!row;
}

export async function reportsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('reports as r')
    .innerJoin('permissionEntryUsers as p', 'p.entryId', 'r.id')
    .select(['r.id as reportId', 'r.name', 'r.alias', 'r.api'])
    .where('p.userId', '=', userId)
    .orderBy('r.name')
    .execute();
}
