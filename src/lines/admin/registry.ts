import { lazyComponent } from '../../engine/lazyComponent';
import type { RegistryEntries } from '../../engine/registry';
import { passwordPolicyRule } from '../../admin/users/userRules';

/**
 * What the administration area's definitions name: its custom inputs, displays, tabs and actions (each loaded
 * when a screen first renders it) and the password policy rule.
 */
export const adminRegistry: RegistryEntries = {
  inputs: {
    RootMenuInput: lazyComponent(() => import('../../admin/menus/RootMenuInput'), 'RootMenuInput'),
    MenuIconInput: lazyComponent(() => import('../../admin/menus/MenuIconInput'), 'MenuIconInput'),
    RolesInput: lazyComponent(() => import('../../admin/users/RolesInput'), 'RolesInput'),
    TextFlagInput: lazyComponent(() => import('../../admin/users/TextFlagInput'), 'TextFlagInput'),
  },
  displays: {
    RootMenuField: lazyComponent(() => import('../../admin/menus/RootMenuInput'), 'RootMenuField'),
    MenuIconField: lazyComponent(() => import('../../admin/menus/MenuIconInput'), 'MenuIconField'),
    RolesField: lazyComponent(() => import('../../admin/users/RolesField'), 'RolesField'),
    TextFlagField: lazyComponent(() => import('../../admin/users/TextFlagInput'), 'TextFlagField'),
  },
  tabs: {
    DatabaseFilesTab: lazyComponent(() => import('../../admin/databases/DatabaseFilesTab'), 'DatabaseFilesTab'),
    AssignPermissions: lazyComponent(() => import('../../admin/menus/AssignPermissions'), 'AssignPermissions'),
  },
  tabActions: {
    AssignExistingUsers: lazyComponent(() => import('../../admin/users/AssignExistingUsers'), 'AssignExistingUsers'),
  },
  rowActions: {
    EntryUsersButton: lazyComponent(() => import('../../admin/permissions/EntryUsersButton'), 'EntryUsersButton'),
  },
  rules: {
    passwordPolicy: ({ translate }) => passwordPolicyRule(translate),
  },
};
