/** The routes of contracts/endpoints/users.ts. */
export const userList = { method: 'POST', path: 'User/List' } as const;
export const userListAll = { method: 'POST', path: 'User/ListAll' } as const;
export const userGet = { method: 'GET', path: 'User/Get' } as const;
export const userSave = { method: 'POST', path: 'User/Save' } as const;
export const userSaveExisting = { method: 'POST', path: 'User/SaveExistsUsers' } as const;
export const usersOfDatabase = { method: 'GET', path: 'User/getUserByDatabase' } as const;
