import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../shellCalls';

export interface ChangePasswordRequest {
  userId: string;
  currentPassword: string;
  newPassword: string;
}

/** POST User/changePassword with the values in the query string, as the API takes them (spec 01 §7.2). */
export const useChangePassword = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) => dataProvider.changePassword(request),
  });
};
