/** The routes of contracts/endpoints/permissions.ts. */
export const permissionList = { method: 'GET', path: 'Permission/ListPermint' } as const;
export const permissionUsers = { method: 'GET', path: 'Permission/UserByPermint' } as const;
export const permissionSaveUsers = { method: 'POST', path: 'Permission/SaveUserPermint' } as const;
