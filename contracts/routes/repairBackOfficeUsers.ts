/** The routes of contracts/endpoints/repairBackOfficeUsers.ts. */
export const userManagementGetByFilter = { method: 'POST', path: 'UserManagement/GetByFilter' } as const;
export const userManagementGetByIdUser = { method: 'POST', path: 'UserManagement/GetByIdUser' } as const;
export const userGetByFilter = { method: 'POST', path: 'User/getByFilter' } as const;
export const userGetByIdsUser = { method: 'POST', path: 'User/getByIdsUser' } as const;
export const userSaveUser = { method: 'POST', path: 'User/SaveUser' } as const;
export const userManagementSave = { method: 'POST', path: 'UserManagement/Save' } as const;
export const userDisable = { method: 'POST', path: 'UserManagement/disableUser' } as const;
export const logList = { method: 'POST', path: 'Log/GetByFilter' } as const;
