import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import { fold } from '../../../../contracts/text';
import type { AdminDataProvider } from '../calls';

/** A user not yet linked to the database, as User/ListAll answers it. */
export interface AssignableUser {
  id: number;
  name: string;
  login: string;
  email: string;
}

/** Whether what the user typed matches a candidate's name, login or e-mail (case and accents ignored). */
export const matchesAssignableUser = (typed: string, user: AssignableUser): boolean => {
  const query = fold(typed.trim());
  return !query || [user.name, user.login, user.email].some((text) => fold(text ?? '').includes(query));
};

/** The users that can still be linked to a database (POST User/ListAll {dataBaseId}), fetched when the dialog opens. */
export const useAssignableUsers = (dataBaseId: Identifier) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['users', 'ListAll', String(dataBaseId)],
    queryFn: () => dataProvider.getAssignableUsers(dataBaseId),
    // always the current state: someone may have linked users since
    staleTime: 0,
    gcTime: 0,
  });
};

/** Links existing users to a database (POST User/SaveExistsUsers {dataBaseId, users}). */
export const useAssignUsers = (dataBaseId: Identifier) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useMutation({
    mutationFn: (users: Identifier[]) => dataProvider.assignExistingUsers(dataBaseId, users),
  });
};
