/** The routes of contracts/endpoints/databases.ts. */
export const databaseList = { method: 'POST', path: 'DataBase/List' } as const;
export const databaseGet = { method: 'GET', path: 'DataBase/Get' } as const;
export const databaseSave = { method: 'POST', path: 'DataBase/Save' } as const;
export const databaseState = { method: 'POST', path: 'DataBase/State' } as const;
