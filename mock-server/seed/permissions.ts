// Seed: the report and upload-table entries of the Permissions screen (spec 01 §3, §7.6) and a few user
// assignments. Built after the users, outside the random sequence, so it changes nothing else of the seed.
import type { PermissionEntry, PermissionTableType, User } from '../core/types';

export const REPORT = 1 as const;
export const UPLOAD_TABLE = 2 as const;
/** Upload tables are numbered from here, so every entry's id is unique across both types. */
export const FIRST_UPLOAD_TABLE_ID = 101;

/** [database id, name] */
const REPORTS: ReadonlyArray<[number, string]> = [
  [1, 'Reporte de accesos por usuario'],
  [1, 'Reporte de auditoría de cambios'],
  [1, 'Usuarios activos por base de datos'],
  [2, 'Reporte de existencias por bodega'],
  [2, 'Rotación de inventario mensual'],
  [2, 'Seriales pendientes por despachar'],
  [2, 'Equipos en tránsito por proveedor'],
  [3, 'Kardex de movimientos'],
  [3, 'Reporte de ajustes de inventario'],
  [4, 'Reporte de ventas por canal'],
  [4, 'Facturas emitidas por periodo'],
  [4, 'Cartera vencida por cliente'],
  [4, 'Notas crédito por motivo'],
  [5, 'Entregas por transportadora'],
  [5, 'Pedidos despachados por ciudad'],
  [5, 'Tiempos de entrega por zona'],
];

const UPLOAD_TABLES: ReadonlyArray<[number, string]> = [
  [1, 'Cargue de usuarios masivos'],
  [1, 'Cargue de opciones de menú'],
  [2, 'Cargue de pedidos masivos'],
  [2, 'Cargue de inventario inicial'],
  [2, 'Cargue de seriales de equipos'],
  [3, 'Cargue de ajustes de inventario'],
  [3, 'Cargue de traslados entre bodegas'],
  [4, 'Cargue de facturas electrónicas'],
  [4, 'Cargue de pagos recaudados'],
  [4, 'Cargue de tarifas por plan'],
  [5, 'Cargue de guías de transporte'],
  [5, 'Cargue de novedades de entrega'],
  [5, 'Cargue de direcciones de clientes'],
  [5, 'Cargue de rutas de reparto'],
];

/** [entry id, how many staff users linked to its database, besides the listed demo users] */
const ASSIGNMENTS: ReadonlyArray<[number, number[], number]> = [
  [1, [1, 2], 0], // Reporte de accesos por usuario: admin and operador
  [4, [1, 2], 1], // Reporte de existencias por bodega
  [10, [1], 2], // Reporte de ventas por canal (database 4: the operador is not linked to it)
  [103, [1], 2], // Cargue de pedidos masivos
  [111, [], 1], // Cargue de guías de transporte
];

export function seedPermissionEntries(users: readonly User[]): PermissionEntry[] {
  const entry = (tableType: PermissionTableType, id: number, [databaseId, name]: [number, string]): PermissionEntry => ({
    id, tableType, name, databaseId, users: [],
  });
  const entries = [
    ...REPORTS.map((row, i) => entry(REPORT, i + 1, row)),
    ...UPLOAD_TABLES.map((row, i) => entry(UPLOAD_TABLE, FIRST_UPLOAD_TABLE_ID + i, row)),
  ];
  for (const [id, demo, staffCount] of ASSIGNMENTS) {
    const target = entries.find((e) => e.id === id)!;
    const staff = users.filter((u) => u.id > 3 && u.status && u.databases.includes(target.databaseId)).slice(0, staffCount);
    target.users = [...demo, ...staff.map((u) => u.id)];
  }
  return entries;
}
