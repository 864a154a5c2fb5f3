import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProviders';

export interface ChangePasswordRequest {
  userId: string;
  currentPassword: string;
  newPassword: string;
}

/** POST User/changePassword with the values in the query string, as the API takes them (spec 01 §7.2). */
export const useChangePassword = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useMutation({
    mutationFn: ({ userId, currentPassword, newPassword }: ChangePasswordRequest) =>
      dataProvider.call<boolean>({
        method: 'POST',
        path: 'User/changePassword',
        query: { userId, currentPassword, newPassword },
      }),
  });
};
