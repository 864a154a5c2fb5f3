// Warehouses (bodegas): rows checked by the warehouses' REST contract (the same the form's save passes), codes
// unique among the stored warehouses and the file; written to the generic REST store in one atomic file write, as one change.
import { warehouseFields } from '../../../../contracts/endpoints/warehouses';
import { PROCEDURES } from '../seed';
import { duplicates, type UploadKind } from './kind';

type Warehouse = ReturnType<typeof warehouseFields.parse>;

export const warehousesKind: UploadKind<Warehouse> = {
  procedure: PROCEDURES.warehouses,
  columns: [
    { field: 'code', headers: ['codigo', 'código'] },
    { field: 'name', headers: ['nombre'] },
    { field: 'city', headers: ['ciudad'] },
    { field: 'address', headers: ['direccion', 'dirección'] },
    { field: 'phone', headers: ['telefono', 'teléfono'] },
    { field: 'active', headers: ['activa', 'activo'] },
  ],
  schema: warehouseFields,
  async crossCheck(_db, rows, { rest }) {
    const stored = new Set(((await rest.read()).warehouses ?? []).map((w) => String(w.code).toUpperCase()));
    return duplicates(rows, 'code', (w) => w.code.toUpperCase(), stored, 'Code / Código');
  },
  async write(_tx, rows, { rest }) {
    // ids follow the file as it is now (another instance may have added warehouses since the preview)
    await rest.change((collections) => {
      const list = (collections.warehouses ??= []);
      let next = list.reduce((max, w) => Math.max(max, Number(w.id) || 0), 0) + 1;
      list.push(...rows.map((w) => ({ id: next++, version: 1, ...w })));
    });
  },
  objectOf: (w) => `${w.code} ${w.name}`,
};
