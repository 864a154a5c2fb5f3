import MenuIcon from '@mui/icons-material/Menu';
import { AssignPermissions } from '../src/admin/menus/AssignPermissions';
import { MenuIconField, MenuIconInput } from '../src/admin/menus/MenuIconInput';
import { RootMenuField, RootMenuInput } from '../src/admin/menus/RootMenuInput';
import { pagedList } from '../src/engine/endpoints';
import { defineResource } from '../src/engine/types';

/**
 * Menu entries of a database (spec 01 §2.2, §3, §4, §5, §7.1): a tab of the database detail, edited in a dialog
 * that stays open on a new entry (the id the save returns) so its "Assign Permissions" tab can be used at once.
 */
export default defineResource({
  name: 'menus',
  icon: MenuIcon,
  recordRepresentation: 'name',
  parent: { resource: 'databases', field: 'dataBaseId' },
  editIn: 'modal',
  afterSave: 'stay',
  endpoints: {
    list: pagedList('Menu/List'),
    // answers { row: [menu], items: [access rows] }; the access rows are read by the Assign Permissions tab
    get: { method: 'POST', path: 'Menu/Get', idParam: 'id', parentParam: 'databaseId', recordPath: 'row.0' },
    save: { method: 'POST', path: 'Menu/Save', newId: 0, idPath: '' },
  },
  permissions: { menu: '/system/configuration/data-bases' },
  fields: [
    { source: 'id', kind: 'number', inForm: false },
    { source: 'name', kind: 'text', required: true, maxLength: 100 },
    { source: 'path', kind: 'text', required: true, maxLength: 200 },
    // 0 = a top-level entry ("None"), otherwise a root entry of the same database
    { source: 'root', kind: 'custom', required: true, defaultValue: 0, input: RootMenuInput, display: RootMenuField },
    { source: 'icon', kind: 'custom', input: MenuIconInput, display: MenuIconField },
    { source: 'sourcePrime', kind: 'boolean', defaultValue: true, helperText: 'resources.menus.helpers.sourcePrime' },
    { source: 'status', kind: 'boolean', defaultValue: true },
  ],
  list: {
    columns: ['name', 'path', 'root', 'icon', 'sourcePrime', 'status'],
    pageSize: 10,
  },
  slots: {
    dialogTabs: [{ label: 'resources.menus.tabs.permissions', component: AssignPermissions }],
  },
});
