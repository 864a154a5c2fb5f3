// Issue 12's seed: configured reports over the live tables, with parameters of the four types (1 text, 2 numeric,
// 3 date, 4 boolean), their columns, and the demo users assigned to them on the Permissions screen. A report's id
// is its entry's id there (table type 1); entries 1-4 exist already (seed/permissions.ts), 17-19 are added here.
// Scripts read their parameters as $1, $2... in the parameters' order.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';

type Param = [column: string, alias: string, type: 1 | 2 | 3 | 4];
/** [name, alias, type: Texto 1, Boolean 2, Numero 3, Fecha 4, isFilter] */
type Column = [name: string, alias: string, type: 1 | 2 | 3 | 4, isFilter: boolean];

interface SeedReport {
  id: number;
  name: string;
  alias: string;
  databaseId: number;
  script: string;
  parameters: Param[];
  columns: Column[];
  /** demo users given the report (admin 1, operador 2) */
  users: number[];
}

export const SEEDED_REPORTS: readonly SeedReport[] = [
  {
    id: 1, name: 'Reporte de accesos por usuario', alias: 'accesos_usuario', databaseId: 1, users: [1, 2],
    script: `select u.id, u.name as nombre, u.login, d.name as base_datos, u.status as activo,
  (select count(*)::int from user_roles r where r.user_id = u.id) as roles
from users u join databases d on d.id = u.data_base_id
where ($1 = '' or fold_text(u.name) like '%' || fold_text($1) || '%') and u.status = $2
order by u.id`,
    parameters: [['nombre', 'Nombre contiene', 1], ['activo', 'Activo', 4]],
    columns: [['id', 'Id', 3, true], ['nombre', 'Nombre', 1, true], ['login', 'Usuario', 1, true], ['base_datos', 'Base de datos', 1, true], ['activo', 'Activo', 2, true], ['roles', 'Roles', 3, true]],
  },
  {
    id: 2, name: 'Reporte de auditoría de cambios', alias: 'auditoria', databaseId: 1, users: [1, 2],
    script: `select a.id, a.at as fecha, a.user_name as usuario, a.resource as recurso, a.action as accion
from audit a
where a.at >= $1::date and a.at < $2::date + 1
order by a.id desc`,
    parameters: [['desde', 'Desde', 3], ['hasta', 'Hasta', 3]],
    columns: [['id', 'Id', 3, true], ['fecha', 'Fecha', 4, true], ['usuario', 'Usuario', 1, true], ['recurso', 'Recurso', 1, true], ['accion', 'Acción', 1, true]],
  },
  {
    id: 3, name: 'Usuarios activos por base de datos', alias: 'usuarios_por_base', databaseId: 1, users: [1, 2],
    script: `select d.id, d.name as base_datos, count(u.id)::int as usuarios
from databases d
left join user_databases ud on ud.database_id = d.id
left join users u on u.id = ud.user_id and u.status = $1
group by d.id, d.name
order by d.id`,
    parameters: [['activo', 'Activo', 4]],
    columns: [['id', 'Id', 3, false], ['base_datos', 'Base de datos', 1, true], ['usuarios', 'Usuarios', 3, true]],
  },
  {
    id: 4, name: 'Reporte de existencias por bodega', alias: 'existencias_bodega', databaseId: 2, users: [1, 2],
    script: `select s.winery as bodega, s.sub_inventory as subinventario, count(*)::int as productos, sum(s.amount)::int as unidades
from product_stock s
where s.amount >= $1
group by s.winery, s.sub_inventory
order by s.winery, s.sub_inventory`,
    parameters: [['minimo', 'Cantidad mínima', 2]],
    columns: [['bodega', 'Bodega', 1, true], ['subinventario', 'Subinventario', 1, true], ['productos', 'Productos', 3, true], ['unidades', 'Unidades', 3, true]],
  },
  {
    id: 17, name: 'Órdenes de reparación por estado', alias: 'ordenes_estado', databaseId: 1, users: [1, 2],
    script: `select o.id_order_state as estado, count(*)::int as ordenes, min(o.creation_date) as primera, max(o.creation_date) as ultima
from repair_orders o
where ($1 = '' or o.brand ilike '%' || $1 || '%')
group by o.id_order_state
order by o.id_order_state::int`,
    parameters: [['marca', 'Marca', 1]],
    columns: [['estado', 'Estado', 1, true], ['ordenes', 'Órdenes', 3, true], ['primera', 'Primera', 4, true], ['ultima', 'Última', 4, true]],
  },
  {
    id: 18, name: 'Órdenes de reparación por fecha', alias: 'ordenes_fecha', databaseId: 1, users: [1, 2],
    script: `select o.id as orden, o.creation_date as fecha, o.brand as marca, o.model as modelo, o.id_order_state as estado, o.warranty as garantia
from repair_orders o
where o.creation_date >= $1::date and o.creation_date < $2::date + 1 and o.warranty = $3
order by o.id`,
    parameters: [['desde', 'Desde', 3], ['hasta', 'Hasta', 3], ['garantia', 'En garantía', 4]],
    columns: [['orden', 'Orden', 3, true], ['fecha', 'Fecha', 4, true], ['marca', 'Marca', 1, true], ['modelo', 'Modelo', 1, true], ['estado', 'Estado', 1, true], ['garantia', 'Garantía', 2, true]],
  },
  {
    id: 19, name: 'Productos del catálogo por peso', alias: 'productos_peso', databaseId: 1, users: [1],
    script: `select p.id, p.sku, p.name as nombre, c.name as catalogo, p.weight as peso, p.image_count as imagenes
from products p join product_catalogs c on c.id = p.catalog_id
where p.weight >= $1 and ($2 = '' or p.sku ilike $2 || '%')
order by p.id`,
    parameters: [['peso', 'Peso mínimo', 2], ['sku', 'SKU empieza por', 1]],
    columns: [['id', 'Id', 3, true], ['sku', 'SKU', 1, true], ['nombre', 'Nombre', 1, true], ['catalogo', 'Catálogo', 1, true], ['peso', 'Peso', 3, true], ['imagenes', 'Imágenes', 3, true]],
  },
];

/** Where the demo API of reports answers (the mock serves every report itself). */
export const REPORT_API = '/api/';

export async function seedReports(db: Kysely<Database>): Promise<void> {
  const entryIds = new Set((await db.selectFrom('permissionEntries').select('id').where('tableType', '=', 1).execute()).map((e) => e.id));
  const newEntries = SEEDED_REPORTS.filter((r) => !entryIds.has(r.id));
  if (newEntries.length > 0) {
    await db.insertInto('permissionEntries').values(newEntries.map((r) => ({ id: r.id, tableType: 1 as const, name: r.name, databaseId: r.databaseId }))).execute();
  }
  await db.insertInto('reports').values(SEEDED_REPORTS.map((r) => ({
    id: r.id, name: r.name, alias: r.alias, api: REPORT_API, script: r.script, dataBaseId: r.databaseId, typeBd: 2,
    connectionString: `Host=localhost;Database=console;Username=${r.alias}`,
  }))).execute();
  await db.insertInto('reportParameters').values(SEEDED_REPORTS.flatMap((r) =>
    r.parameters.map(([column, alias, type], position) => ({ reportId: r.id, column, alias, type, position })))).execute();
  await db.insertInto('reportColumns').values(SEEDED_REPORTS.flatMap((r) =>
    r.columns.map(([name, alias, groupTypesDataId, isFilter], position) => ({ reportId: r.id, name, alias, groupTypesDataId, isFilter, isShow: true, position })))).execute();
  // the demo users, after whoever seed/permissions.ts assigned already
  for (const r of SEEDED_REPORTS) {
    await sql`insert into permission_entry_users (entry_id, user_id, position)
      select ${r.id}, u.id, coalesce((select max(position) + 1 from permission_entry_users where entry_id = ${r.id}), 0) + row_number() over (order by u.id) - 1
      from users u where u.id = any(${r.users}::int[])
      and not exists (select 1 from permission_entry_users p where p.entry_id = ${r.id} and p.user_id = u.id)`.execute(db);
  }
}
