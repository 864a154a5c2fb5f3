import WarehouseIcon from '@mui/icons-material/Warehouse';
import { defineResource } from '../src/engine/types';

/**
 * Warehouses (bodegas): a plain resource with no documented endpoints. It is served by the generic
 * REST provider (json-server under /api/rest) and its screens come from this file alone.
 */
export default defineResource({
  name: 'warehouses',
  icon: WarehouseIcon,
  recordRepresentation: 'name',
  fields: [
    { source: 'id', kind: 'number', inForm: false },
    { source: 'code', kind: 'text', required: true, maxLength: 20, pattern: { regex: /^[A-Z]{3}-\d{3}$/, message: 'resources.warehouses.validation.code' } },
    { source: 'name', kind: 'text', required: true, maxLength: 100 },
    { source: 'city', kind: 'text', required: true, maxLength: 60 },
    { source: 'address', kind: 'text', maxLength: 200, fullWidth: true },
    { source: 'phone', kind: 'text', maxLength: 20 },
    { source: 'active', kind: 'boolean', defaultValue: true },
  ],
  list: {
    columns: [
      { source: 'code', sortable: true },
      { source: 'name', sortable: true },
      { source: 'city', sortable: true },
      'phone',
      { source: 'active', sortable: true },
    ],
    pageSize: 10,
    sort: { field: 'code', order: 'ASC' },
    filters: [{ source: 'q', kind: 'search', alwaysOn: true }],
    rowClick: 'edit',
    rowActions: ['edit', 'delete'],
    bulkActions: ['delete', 'export'],
    exportable: true,
  },
});
