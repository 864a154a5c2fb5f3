import StorageIcon from '@mui/icons-material/Storage';
import { pagedList, SORT_IN_BODY } from '../src/engine/endpoints';
import { defineResource } from '../src/engine/types';
import { DatabaseFilesTab } from '../src/admin/databases/DatabaseFilesTab';

/** Data sources ("Microservicios"), spec 01 §2.2, §3, §5, §9. */
export const DATABASE_TYPES = [
  { id: 0, name: 'resources.databases.types.none' },
  { id: 1, name: 'resources.databases.types.sqlServer' },
  { id: 2, name: 'resources.databases.types.mySql' },
  { id: 3, name: 'resources.databases.types.api' },
];
const API_TYPE = 3;
const GENERAL = 'resources.databases.formTabs.general';
const CONNECTION = 'resources.databases.formTabs.connection';

export default defineResource({
  name: 'databases',
  icon: StorageIcon,
  recordRepresentation: 'name',
  titles: {
    list: 'resources.databases.titles.list',
    edit: 'resources.databases.titles.edit',
    create: 'resources.databases.titles.create',
  },
  endpoints: {
    list: pagedList('DataBase/List', { sort: SORT_IN_BODY, filters: { q: 'search' } }),
    get: { method: 'GET', path: 'DataBase/Get', idParam: 'id' },
    save: { method: 'POST', path: 'DataBase/Save', newId: 0, idPath: '' },
  },
  routes: {
    list: '/system/configuration/data-bases',
    edit: { path: '/system/configuration/data-base', idQuery: 'id', newId: '0' },
  },
  permissions: { menu: '/system/configuration/data-bases' },
  afterSave: 'stay',
  // spec order: Roles, User, Menus, Upload File; each child resource lists its rows of this database
  slots: {
    editTabs: [
      { label: 'resources.databases.tabs.roles', resource: 'roles' },
      { label: 'resources.databases.tabs.users', resource: 'users' },
      { label: 'resources.databases.tabs.menus', resource: 'menus' },
      { label: 'resources.databases.tabs.files', component: DatabaseFilesTab },
    ],
  },
  // a tabbed form: what the service is (General), and how it is reached (Connection)
  fields: [
    { source: 'id', kind: 'number', inForm: false },
    { source: 'name', kind: 'text', required: true, maxLength: 100, tab: GENERAL },
    { source: 'alias', kind: 'text', required: true, maxLength: 100, tab: GENERAL },
    { source: 'databaseType', kind: 'select', choices: DATABASE_TYPES, defaultValue: 1, required: true, tab: GENERAL },
    {
      source: 'connectionString',
      kind: 'multiline',
      required: true,
      maxLength: 1000,
      fullWidth: true,
      showWhen: { field: 'databaseType', notEquals: API_TYPE },
      tab: CONNECTION,
    },
    {
      source: 'urlApi',
      kind: 'url',
      required: true,
      defaultValue: 'http://',
      fullWidth: true,
      pattern: { regex: /^https?:\/\/[^\s/]+\S*$/i, message: 'app.validation.url' },
      showWhen: { field: 'databaseType', equals: API_TYPE },
      tab: CONNECTION,
    },
    { source: 'storage', kind: 'text', maxLength: 200, tab: CONNECTION },
    { source: 'status', kind: 'boolean', defaultValue: true, tab: GENERAL },
  ],
  list: {
    columns: [
      { source: 'id', sortable: true },
      { source: 'name', sortable: true },
      { source: 'alias', sortable: true },
      { source: 'databaseType', sortable: true },
      'storage',
      { source: 'status', sortable: true },
    ],
    pageSize: 10,
    sort: { field: 'id', order: 'ASC' },
    filters: [{ source: 'q', kind: 'search', alwaysOn: true }],
    rowClick: 'edit',
  },
});
