// Extra generated rows for load tests (SEED_ROWS=100000): databases and warehouses, deterministic too.
import type { DataBaseRecord, RestRow } from '../core/types';
import { createRng } from '../core/random';
import { CITIES } from '../lines/admin/seedWarehouses';

const AREAS = ['Sucursal', 'Punto de Venta', 'Centro de Servicio', 'Kiosco', 'Agencia', 'Almacén'];

export function addBulkRows(databases: DataBaseRecord[], warehouses: RestRow[], count: number): void {
  const rng = createRng(count);
  const firstDb = databases.length + 1;
  const firstWarehouse = warehouses.length + 1;
  for (let n = 0; n < count; n++) {
    const [city, prefix, area] = CITIES[n % CITIES.length];
    const label = `${AREAS[n % AREAS.length]} ${city} ${n + 1}`;
    const databaseType = (n % 4) as 0 | 1 | 2 | 3;
    databases.push({
      id: firstDb + n,
      name: label,
      alias: `${prefix}_${String(n + 1).padStart(6, '0')}`,
      connectionString: databaseType === 3 ? '' : `Server=sql-${prefix.toLowerCase()}.grupoandino.local;Database=Suc${n + 1};Integrated Security=True;`,
      storage: '',
      status: n % 11 !== 0,
      databaseType,
      urlApi: databaseType === 3 ? `https://api.grupoandino.co/sucursal-${n + 1}/` : 'http://',
    });
    warehouses.push({
      id: firstWarehouse + n,
      code: `${prefix}-${String(n + 1000).padStart(6, '0')}`,
      name: `Bodega ${label}`,
      city,
      address: `Calle ${rng.int(1, 170)} # ${rng.int(2, 99)}-${rng.int(1, 99)}`,
      phone: `+57 ${area} ${rng.int(200, 899)} ${String(rng.int(0, 9999)).padStart(4, '0')}`,
      active: n % 9 !== 0,
    });
  }
}
