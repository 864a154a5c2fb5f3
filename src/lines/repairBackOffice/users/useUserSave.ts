import { useRef } from 'react';
import { BACK_OFFICE_DATABASE_ID } from '../../../../contracts/endpoints/repairBackOfficeUsers';
import { useBackOfficeCalls, useBackOfficeWrite } from '../shared/useBackOffice';
import { loginOf, type UserDraft } from './userForm';
import type { UserRow } from './userRows';

/**
 * Saves the user in the back office's database (User/SaveUser?databaseId: the server keeps the user's other roles and
 * databases), then the user's link to a store (UserManagement/Save, 1 create or 2 update). A create that failed after
 * the user was saved links that user on the next try.
 */
export function useUserSave(link: UserRow | undefined, onDone: () => void) {
  const calls = useBackOfficeCalls();
  const createdUser = useRef<number | null>(null);
  return useBackOfficeWrite({
    run: async (d: UserDraft) => {
      const fields = {
        name: d.name.trim(), idRol: Number(d.idRol), document: d.document.trim(), email: d.email.trim(), login: loginOf(d),
        password: d.password, passwordConfirm: d.password === '' ? undefined : d.confirm, status: d.state === 1,
      };
      if (!link) {
        createdUser.current ??= await calls.userSaveUser(BACK_OFFICE_DATABASE_ID, { ...fields, id: 0, changePassword: 0 });
        await calls.userManagementSave({ operationCrudType: 1, entity: { id: 0, idUser: createdUser.current, idWorkShop: Number(d.idWorkShop), state: d.state } });
        return;
      }
      await calls.userSaveUser(BACK_OFFICE_DATABASE_ID, { ...fields, id: link.idUser, version: link.userVersion, changePassword: link.changePassword });
      await calls.userManagementSave({ operationCrudType: 2, entity: { id: link.id, idUser: link.idUser, idWorkShop: Number(d.idWorkShop), state: d.state, version: link.version } });
    },
    success: () => [link ? 'app.backOffice.users.updated' : 'app.backOffice.users.created'],
    fallback: link ? 'app.backOffice.users.errorUpdate' : 'app.backOffice.users.errorCreate',
    invalidate: ['backOffice', 'users'], onDone,
  });
}
