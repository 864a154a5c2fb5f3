import { useRef } from 'react';
import { BACK_OFFICE_DATABASE_ID } from '../../../../contracts/endpoints/repairBackOfficeUsers';
import type { UserLinkRow } from '../calls';
import { useBackOfficeCalls, useBackOfficeWrite } from '../shared/useBackOffice';
import { loginOf, type UserDraft } from './userForm';

/**
 * Saves a user of the administration area (its User/Save: one store of users, one password policy), then the
 * user's link to a store (UserManagement/Save, 1 create or 2 update). An edit keeps the user's other databases and
 * roles (read with User/Get); a create that failed after the user was saved links that user on the next try.
 */
export function useUserSave(link: UserLinkRow | undefined, onDone: () => void) {
  const calls = useBackOfficeCalls();
  const createdUser = useRef<number | null>(null);
  return useBackOfficeWrite({
    run: async (d: UserDraft) => {
      const fields = {
        name: d.name.trim(), login: loginOf(d), email: d.email.trim(), document: d.document.trim(), status: d.state === 1,
        password: d.password, passwordConfirm: d.password === '' ? undefined : d.confirm,
      };
      if (!link) {
        createdUser.current ??= await calls.saveUser({
          ...fields, id: 0, changePassword: 'False', roles: [Number(d.idRol)], databases: [], dataBaseId: BACK_OFFICE_DATABASE_ID,
        });
        await calls.saveUserLink({ operationCrudType: 1, entity: { id: 0, idUser: createdUser.current, idWorkShop: Number(d.idWorkShop), state: d.state } });
        return;
      }
      const current = await calls.getUser({ id: link.idUser });
      const roles = [Number(d.idRol), ...current.roles.filter((r) => r !== link.idRol && r !== Number(d.idRol))];
      const databases = [...new Set([...current.databases, BACK_OFFICE_DATABASE_ID])];
      await calls.saveUser({
        ...fields, id: link.idUser, version: current.version, changePassword: current.changePassword, roles, databases, dataBaseId: 0,
      });
      await calls.saveUserLink({ operationCrudType: 2, entity: { id: link.id, idUser: link.idUser, idWorkShop: Number(d.idWorkShop), state: d.state, version: link.version } });
    },
    success: () => [link ? 'app.backOffice.users.updated' : 'app.backOffice.users.created'],
    fallback: link ? 'app.backOffice.users.errorUpdate' : 'app.backOffice.users.errorCreate',
    invalidate: ['backOffice', 'users'], onDone,
  });
}
