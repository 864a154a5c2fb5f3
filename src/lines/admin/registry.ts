import { lazyComponent } from '../../engine/lazyComponent';
import type { RegistryEntries } from '../../engine/registry';
import { passwordPolicyRule } from './users/userRules';

/**
 * What the administration area's definitions name: its custom inputs, displays, tabs and actions (each loaded
 * when a screen first renders it) and the password policy rule.
 */
export const adminRegistry: RegistryEntries = {
  inputs: {
    RootMenuInput: lazyComponent(() => import('./menus/RootMenuInput'), 'RootMenuInput'),
    MenuIconInput: lazyComponent(() => import('./menus/MenuIconInput'), 'MenuIconInput'),
    RolesInput: lazyComponent(() => import('./users/RolesInput'), 'RolesInput'),
    TextFlagInput: lazyComponent(() => import('./users/TextFlagInput'), 'TextFlagInput'),
  },
  displays: {
    RootMenuField: lazyComponent(() => import('./menus/RootMenuInput'), 'RootMenuField'),
    MenuIconField: lazyComponent(() => import('./menus/MenuIconInput'), 'MenuIconField'),
    RolesField: lazyComponent(() => import('./users/RolesField'), 'RolesField'),
    TextFlagField: lazyComponent(() => import('./users/TextFlagInput'), 'TextFlagField'),
  },
  tabs: {
    DatabaseFilesTab: lazyComponent(() => import('./databases/DatabaseFilesTab'), 'DatabaseFilesTab'),
    AssignPermissions: lazyComponent(() => import('./menus/AssignPermissions'), 'AssignPermissions'),
  },
  tabActions: {
    AssignExistingUsers: lazyComponent(() => import('./users/AssignExistingUsers'), 'AssignExistingUsers'),
  },
  rowActions: {
    EntryUsersButton: lazyComponent(() => import('./permissions/EntryUsersButton'), 'EntryUsersButton'),
  },
  rules: {
    passwordPolicy: ({ translate }) => passwordPolicyRule(translate),
  },
};
