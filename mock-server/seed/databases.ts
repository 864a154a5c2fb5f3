// Seed: the 28 data sources (databases) and the roles defined in each.
import type { DataBaseRecord, DatabaseType, Role } from '../core/types';
import { fold } from '../core/random';

/** [name, alias, databaseType, status] */
const DATABASES: ReadonlyArray<[string, string, DatabaseType, boolean]> = [
  ['Consola Administrativa', 'ADM_CON', 1, true],
  ['Inventario Bogotá', 'INV_BOG', 1, true],
  ['Inventario Medellín', 'INV_MED', 2, true],
  ['Facturación Nacional', 'FAC_NAL', 1, true],
  ['Logística Cali', 'LOG_CAL', 2, true],
  ['Talleres de Reparación', 'TAL_REP', 3, true],
  ['Portabilidad Numérica', 'POR_NUM', 3, true],
  ['Televisión Satelital', 'TVS_NAL', 1, true],
  ['Catálogo de Productos', 'CAT_PRO', 3, true],
  ['Inventario Barranquilla', 'INV_BAQ', 2, true],
  ['Cartera y Recaudo', 'CAR_REC', 1, true],
  ['Recursos Humanos', 'RHU_NAL', 2, false],
  ['Inventario Cartagena', 'INV_CTG', 1, true],
  ['Despachos Bucaramanga', 'DES_BGA', 2, true],
  ['Servicio Técnico Pereira', 'STE_PEI', 3, true],
  ['Distribución Manizales', 'DIS_MZL', 1, true],
  ['Ventas Cúcuta', 'VEN_CUC', 2, true],
  ['Histórico de Pedidos', 'HIS_PED', 0, false],
  ['Georreferenciación', 'GEO_REF', 3, true],
  ['Inventario Ibagué', 'INV_IBE', 1, true],
  ['Bodega Santa Marta', 'BOD_SMR', 2, true],
  ['Tarjetas SIM', 'SIM_NAL', 1, true],
  ['Integración DIRECTV', 'INT_DTV', 3, true],
  ['Compras y Proveedores', 'COM_PRV', 1, true],
  ['Archivo Documental', 'ARC_DOC', 0, false],
  ['Inventario Villavicencio', 'INV_VVC', 2, true],
  ['Auditoría Interna', 'AUD_INT', 1, true],
  ['Mesa de Ayuda', 'MES_AYU', 3, true],
];

const pascal = (name: string) =>
  fold(name)
    .split(/\s+/)
    .filter((word) => word.length > 2)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
const snake = (name: string) => fold(name).replace(/[^a-z0-9]+/g, '_');
const kebab = (name: string) => fold(name).replace(/[^a-z0-9]+/g, '-');

function connectionFor(name: string, alias: string, type: DatabaseType): string {
  const host = alias.toLowerCase().replace('_', '-');
  switch (type) {
    case 1:
      return `Server=sql-${host}.grupoandino.local,1433;Database=${pascal(name)};Integrated Security=True;TrustServerCertificate=True;`;
    case 2:
      return `Server=mysql-${host}.grupoandino.local;Port=3306;Database=${snake(name)};Uid=svc_${alias.toLowerCase()};SslMode=Required;`;
    case 0:
      return `Data Source=/srv/archivo/${snake(name)}.db;Mode=ReadOnly;`;
    default:
      return '';
  }
}

export function seedDatabases(): DataBaseRecord[] {
  return DATABASES.map(([name, alias, databaseType, status], i) => ({
    id: i + 1,
    name,
    alias,
    connectionString: connectionFor(name, alias, databaseType),
    storage: `https://stgrupoandino.blob.core.windows.net/${alias.toLowerCase().replace('_', '-')}`,
    status,
    databaseType,
    urlApi: databaseType === 3 ? `https://api.grupoandino.co/${kebab(name)}/` : 'http://',
  }));
}

export const ROLE_NAMES = ['Administrador', 'Operador', 'Analista', 'Consulta', 'Técnico'] as const;

/**
 * Database 1 (the console itself) has all five roles plus an inactive "Auditor"; databases 2-8 have four;
 * the others have an Administrador and a Consulta role. Role ids 1..5 are db 1's roles in ROLE_NAMES order.
 */
export function seedRoles(databases: DataBaseRecord[]): Role[] {
  const roles: Role[] = [];
  for (const db of databases) {
    const names: string[] = db.id === 1 ? [...ROLE_NAMES, 'Auditor'] : db.id <= 8 ? ROLE_NAMES.slice(0, 4) : ['Administrador', 'Consulta'];
    for (const name of names) {
      roles.push({ id: roles.length + 1, name, status: name !== 'Auditor', dataBaseId: db.id });
    }
  }
  return roles;
}
