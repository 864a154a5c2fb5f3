import PeopleIcon from '@mui/icons-material/People';
import { pagedList, SORT_IN_BODY } from '../src/engine/endpoints';
import { defineResource } from '../src/engine/types';
import { AssignExistingUsers } from '../src/admin/users/AssignExistingUsers';
import { RolesField } from '../src/admin/users/RolesField';
import { RolesInput } from '../src/admin/users/RolesInput';
import { TextFlagField, TextFlagInput, TRUE_TEXT } from '../src/admin/users/TextFlagInput';
import { passwordPolicyRule, PASSWORDS_MISMATCH_KEY } from '../src/admin/users/userRules';

/**
 * Users (spec 01 §2.2, §3, §5, §6, §7.2): the users screen ("Gestor de usuario"), filtered by database and text,
 * and the same resource as the User tab of a database's detail, filtered by that database. Created and edited in
 * a dialog; a user belongs to several databases and holds several roles of them.
 */
export default defineResource({
  name: 'users',
  icon: PeopleIcon,
  recordRepresentation: 'name',
  titles: { list: 'resources.users.titles.list' },
  parent: { resource: 'databases', field: 'dataBaseId' },
  editIn: 'modal',
  endpoints: {
    list: pagedList('User/List', { sort: SORT_IN_BODY, filters: { q: 'search' } }),
    get: { method: 'GET', path: 'User/Get', idParam: 'id', recordPath: 'row.0' },
    save: { method: 'POST', path: 'User/Save', newId: 0, idPath: '' },
  },
  routes: { list: '/system/configuration/users' },
  permissions: { menu: '/system/configuration/users' },
  slots: { tabActions: [AssignExistingUsers] },
  fields: [
    { source: 'id', kind: 'number', inForm: false },
    { source: 'name', kind: 'text', required: true, maxLength: 100 },
    { source: 'login', kind: 'text', required: true, maxLength: 50 },
    { source: 'email', kind: 'email', required: true, maxLength: 100, pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'ra.validation.email' } },
    { source: 'document', kind: 'text', maxLength: 20 },
    // set once, for a new user; on an edit the API keeps the current password
    { source: 'password', kind: 'password', required: true, onlyOnCreate: true, maxLength: 200, rules: [passwordPolicyRule()] },
    {
      source: 'passwordConfirm',
      kind: 'password',
      required: true,
      onlyOnCreate: true,
      transient: true,
      matches: { field: 'password', message: PASSWORDS_MISMATCH_KEY },
    },
    { source: 'databases', kind: 'referenceArray', reference: { resource: 'databases', optionText: 'name' }, defaultValue: [], fullWidth: true },
    { source: 'roles', kind: 'custom', input: RolesInput, display: RolesField, defaultValue: [], fullWidth: true },
    { source: 'status', kind: 'boolean', defaultValue: true },
    // the API keeps this flag as the text "True" / "False"
    { source: 'changePassword', kind: 'custom', input: TextFlagInput, display: TextFlagField, defaultValue: TRUE_TEXT },
  ],
  list: {
    columns: [
      { source: 'name', sortable: true },
      { source: 'login', sortable: true },
      { source: 'email', sortable: true },
      { source: 'document', sortable: true },
      { source: 'status', sortable: true },
    ],
    pageSize: 10,
    sort: { field: 'name', order: 'ASC' },
    filters: [
      {
        source: 'dataBaseId',
        kind: 'reference',
        reference: { resource: 'databases', optionText: 'name' },
        allLabel: 'resources.users.filters.all',
        alwaysOn: true,
      },
      { source: 'q', kind: 'search', alwaysOn: true },
    ],
    rowClick: 'edit',
  },
});
