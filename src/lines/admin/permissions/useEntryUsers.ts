import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../calls';
import { saveUsersPayload, userOptions, type PermissionEntry, type UserOption } from './entryUsersRules';

const assignedKey = (entry: PermissionEntry) => ['permissionEntries', 'users', String(entry.id), Number(entry.tableType)];

/**
 * The users of one permission entry (spec 01 §6, §7.6): the users of its database to pick from, the ones assigned
 * now as the starting choice, and Save, which replaces the assignment. Only users with W on the entry may save.
 */
export const useEntryUsers = (entry: PermissionEntry, onSaved: () => void) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { canAccess: canSave = false } = useCanAccess({ action: 'edit', resource: 'permissionEntries' });
  const ofDatabase = useQuery({
    queryKey: ['permissionEntries', 'databaseUsers', Number(entry.databaseId)],
    queryFn: () => dataProvider.getDatabaseUsers(entry.databaseId),
  });
  const assigned = useQuery({
    queryKey: assignedKey(entry),
    queryFn: () => dataProvider.getEntryUsers(entry),
  });
  // null until the user changes the choice: the assigned users are the starting one
  const [chosen, setChosen] = useState<UserOption[] | null>(null);
  const save = useMutation({
    mutationFn: (users: UserOption[]) => dataProvider.saveEntryUsers(saveUsersPayload(entry, users)),
    onSuccess: async () => {
      notify('app.admin.successful', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: assignedKey(entry) });
      onSaved();
    },
    onError: (error: Error) => notify(error.message || 'app.errors.unknown', { type: 'error' }),
  });
  const selected = chosen ?? assigned.data ?? [];
  return {
    options: userOptions(ofDatabase.data ?? [], assigned.data ?? []),
    selected,
    choose: setChosen,
    pending: ofDatabase.isPending || assigned.isPending,
    error: ofDatabase.error ?? assigned.error,
    canSave: canSave === true,
    saving: save.isPending,
    save: () => save.mutate(selected),
  };
};
