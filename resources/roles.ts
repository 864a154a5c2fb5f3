import BadgeIcon from '@mui/icons-material/Badge';
import { pagedList } from '../src/engine/endpoints';
import { defineResource } from '../src/engine/types';

/** Roles of a database (spec 01 §3, §5, §7.2): a tab of the database detail, edited in a dialog. */
export default defineResource({
  name: 'roles',
  icon: BadgeIcon,
  recordRepresentation: 'name',
  parent: { resource: 'databases', field: 'dataBaseId' },
  editIn: 'modal',
  endpoints: {
    list: pagedList('Role/List'),
    get: { method: 'GET', path: 'Role/Get', idParam: 'id' },
    save: { method: 'POST', path: 'Role/Save', newId: 0, idPath: '' },
  },
  permissions: { menu: '/system/configuration/data-bases' },
  fields: [
    { source: 'id', kind: 'number', inForm: false },
    { source: 'name', kind: 'text', required: true, maxLength: 100 },
    { source: 'status', kind: 'boolean', defaultValue: true },
  ],
  list: {
    columns: [{ source: 'id' }, { source: 'name' }, { source: 'status' }],
    pageSize: 10,
    sort: { field: 'id', order: 'ASC' },
  },
});
