// The example resource, "Proveedores": text, e-mail, a number with a range, a select and a reference to
// warehouses; Administrador may do everything, Operador list, view and export (no W).
import type { ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';

const all = { l: true, v: true, w: true, r: true, d: true };

export const suppliersDesign = (): ResourceDesign => ({
  name: 'proveedores',
  label: { es: 'Proveedores', en: 'Suppliers' },
  pageSize: 10,
  sort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text', label: { es: 'Nombre', en: 'Name' }, required: true, maxLength: 80, inList: true, sortable: true, filterable: true },
    { source: 'email', kind: 'email', label: { es: 'Correo', en: 'E-mail' }, required: true, inList: true, sortable: false, filterable: false },
    { source: 'rating', kind: 'number', label: { es: 'Calificación', en: 'Rating' }, required: false, min: 1, max: 5, inList: true, sortable: true, filterable: false },
    {
      source: 'category', kind: 'select', label: { es: 'Categoría', en: 'Category' }, required: true, inList: true, sortable: false, filterable: true,
      choices: [
        { id: 'equipos', label: { es: 'Equipos', en: 'Devices' } },
        { id: 'repuestos', label: { es: 'Repuestos', en: 'Spare parts' } },
      ],
    },
    {
      source: 'warehouse', kind: 'reference', label: { es: 'Bodega', en: 'Warehouse' }, required: false, inList: false, sortable: false, filterable: false,
      reference: { resource: 'warehouses', optionText: 'name' },
    },
  ],
  menu: { group: 1, path: '/proveedores', icon: 'LocalShipping', grants: [{ role: 1, flags: all }, { role: 2, flags: { ...all, w: false, d: false } }] },
});
