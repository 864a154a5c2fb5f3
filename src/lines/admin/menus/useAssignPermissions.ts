import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, type Identifier } from 'react-admin';
import type { AdminDataProvider } from '../calls';
import type { PermissionFlag } from '../../../engine/types';
import {
  accessAction,
  canSaveAccess,
  draftForRole,
  saveAccessPayload,
  type AccessDraft,
  type AccessRow,
} from './accessRules';

/** Spec 01 §9: role look-ups ask for every role at once. */
const ROLE_LOOKUP_SIZE = 9999999;

export interface MenuRecord {
  id: Identifier;
  name?: unknown;
  dataBaseId?: unknown;
}

/** The access rows of a menu entry (the `items` of POST Menu/Get). */
const useAccessRows = (menu: MenuRecord) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['menus', 'access', String(menu.id)],
    queryFn: (): Promise<AccessRow[]> => dataProvider.getMenuAccessRows(menu.id, menu.dataBaseId as Identifier),
  });
};

/**
 * The Assign Permissions tab of a menu entry: the roles of its database, the chosen role's flags (its current
 * ones when it has a row), and Add/Update through POST Menu/SaveAccess, after which the rows are read again.
 */
export const useAssignPermissions = (menu: MenuRecord) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  // the chosen role, and the user's changes to its flags (none: its current row, or nothing ticked)
  const [role, setRole] = useState<Identifier | null>(null);
  const [edited, setEdited] = useState<AccessDraft | null>(null);
  const rows = useAccessRows(menu);
  const roles = useGetList('roles', {
    filter: { dataBaseId: menu.dataBaseId },
    pagination: { page: 1, perPage: ROLE_LOOKUP_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
  const current = rows.data ?? [];
  const draft = edited ?? draftForRole(current, role);

  const save = useMutation({
    mutationFn: (values: AccessDraft) => dataProvider.saveMenuAccess(saveAccessPayload(values, menu)),
    onSuccess: async () => {
      notify('app.admin.successful', { type: 'success' });
      // the rows read again, then the form shows the saved row as it now is
      await queryClient.invalidateQueries({ queryKey: ['menus', 'access', String(menu.id)] });
      setEdited(null);
    },
    onError: (error: Error) => notify(error.message || 'app.errors.unknown', { type: 'error' }),
  });

  return {
    roles: roles.data ?? [],
    rolesPending: roles.isPending,
    rows: current,
    rowsPending: rows.isPending,
    rowsError: rows.error,
    draft,
    action: accessAction(current, draft.role),
    canSave: canSaveAccess(draft) && !save.isPending,
    saving: save.isPending,
    chooseRole: (chosen: Identifier | null) => {
      setRole(chosen);
      setEdited(null);
    },
    toggleFlag: (flag: PermissionFlag, on: boolean) => setEdited({ ...draft, [flag]: on }),
    setStatus: (status: boolean) => setEdited({ ...draft, status }),
    save: () => save.mutate(draft),
  };
};
