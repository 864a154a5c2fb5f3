// Issue 13's seed: the upload types, each on an upload-table entry of the Permissions screen (same id), and the
// demo users assigned to them. Called from seed/write.ts inside the seeding transaction, after the permission entries.
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { Insertable } from 'kysely';
import type { UploadTypesTable } from './schema';
import { ORDER_LOADING_CODE } from '../../../contracts/endpoints/processUpload';

/** The procedures the mock knows (mock-server/lines/uploads/kinds/): an upload type names one of them. */
export const PROCEDURES = {
  users: 'sp_CargueUsuarios',
  orders: 'sp_CarguePedidos',
  stock: 'sp_CargueInventario',
  serials: 'sp_CargueSeriales',
  warehouses: 'sp_CargueBodegas',
} as const;

const API = '/api/';
const connection = (db: number) => `Server=sql-andino;Database=DB${db};Trusted_Connection=True;`;

/** [id, alias, code, procedure, database]; ids 101-105 are seeded upload tables, 115 is added here. */
const TYPES: ReadonlyArray<[number, string, string, string, number]> = [
  [101, 'Cargue de usuarios masivos', 'CARGUE_USUARIOS', PROCEDURES.users, 1],
  [103, 'Cargue de pedidos masivos', ORDER_LOADING_CODE, PROCEDURES.orders, 2],
  [104, 'Cargue de inventario inicial', 'CARGUE_INVENTARIO', PROCEDURES.stock, 2],
  [105, 'Cargue de seriales de equipos', 'CARGUE_SERIALES', PROCEDURES.serials, 2],
  [115, 'Cargue de bodegas', 'CARGUE_BODEGAS', PROCEDURES.warehouses, 2],
];
/** The warehouses' entry is new on the Permissions screen. */
const NEW_ENTRY = { id: 115, tableType: 2 as const, name: 'Cargue de bodegas', databaseId: 2 };
/** admin may upload with every type; operador with the stock only. */
const ASSIGNED: ReadonlyArray<[number, number]> = [...TYPES.map(([id]) => [1, id] as [number, number]), [2, 104]];

export async function seedUploads(db: Kysely<Database>): Promise<void> {
  await db.insertInto('permissionEntries').values(NEW_ENTRY).execute();
  const rows: Array<Insertable<UploadTypesTable>> = TYPES.map(([id, alias, code, storeProcedure, dataBaseId]) => ({
    id, alias, code, storeProcedure, api: API, format: 'JSON', dataBaseId, connectionString: connection(dataBaseId), version: 1,
  }));
  await db.insertInto('uploadTypes').values(rows).execute();
  for (const [userId, entryId] of ASSIGNED) {
    const taken = await db.selectFrom('permissionEntryUsers').select(['userId', 'position']).where('entryId', '=', entryId).execute();
    if (taken.some((u) => u.userId === userId)) continue;
    await db.insertInto('permissionEntryUsers').values({ entryId, userId, position: taken.length }).execute();
  }
}
