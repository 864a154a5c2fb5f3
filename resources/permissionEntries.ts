import LockIcon from '@mui/icons-material/Lock';
import { EntryUsersButton } from '../src/admin/permissions/EntryUsersButton';
import { defineResource } from '../src/engine/types';

/** Spec 01 §3: what a permission entry is (tableType). */
export const ENTRY_TYPES = [
  { id: 1, name: 'resources.permissionEntries.types.report' },
  { id: 2, name: 'resources.permissionEntries.types.uploadTable' },
];

/**
 * The Permissions screen (spec 01 §2.2, §6, §7.6): every report and upload table, with a Users button that
 * assigns them users of their database. The entries themselves are read-only: a list route and no form.
 */
export default defineResource({
  name: 'permissionEntries',
  icon: LockIcon,
  recordRepresentation: 'name',
  titles: { list: 'resources.permissionEntries.titles.list' },
  endpoints: {
    // answers every entry at once: the provider filters, sorts and pages them (15 a page)
    list: { method: 'GET', path: 'Permission/ListPermint', itemsPath: '', totalPath: '' },
  },
  routes: { list: '/system/Permissions' },
  permissions: { menu: '/system/Permissions' },
  fields: [
    { source: 'id', kind: 'number', inForm: false },
    { source: 'tableType', kind: 'select', choices: ENTRY_TYPES },
    { source: 'name', kind: 'text' },
    { source: 'databaseName', kind: 'text' },
  ],
  list: {
    columns: [
      { source: 'tableType', sortable: true },
      { source: 'name', sortable: true },
      { source: 'databaseName', sortable: true },
    ],
    pageSize: 15,
    // reports first, then upload tables, each in the server's order (the sort is stable)
    sort: { field: 'tableType', order: 'ASC' },
    filters: [{ source: 'q', kind: 'search', alwaysOn: true }],
    rowClick: false,
    // entries come from the reports and upload tables; here they only get their users
    create: false,
  },
  slots: {
    rowActions: [EntryUsersButton],
  },
});
