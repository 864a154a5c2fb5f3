// Warehouses (bodegas): rows checked by the warehouses' REST contract (the same the form's save passes), codes
// unique among the stored warehouses and the file; written to the generic REST store in one atomic file write.
import { warehouseFields } from '../../../../contracts/endpoints/warehouses';
import { PROCEDURES } from '../../../seed/uploads';
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
    const stored = new Set((rest.state.warehouses ?? []).map((w) => String(w.code).toUpperCase()));
    return duplicates(rows, 'code', (w) => w.code.toUpperCase(), stored, 'Code / Código');
  },
  async write(_tx, rows, { rest }) {
    const list = (rest.state.warehouses ??= []);
    let next = list.reduce((max, w) => Math.max(max, Number(w.id) || 0), 0) + 1;
    const added = rows.map((w) => ({ id: next++, version: 1, ...w }));
    list.push(...added);
    try {
      await rest.save();
    } catch (error) {
      list.splice(list.length - added.length, added.length);
      throw error;
    }
  },
  objectOf: (w) => `${w.code} ${w.name}`,
};
