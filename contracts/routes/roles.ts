/** The routes of contracts/endpoints/roles.ts. */
export const roleList = { method: 'POST', path: 'Role/List' } as const;
export const roleGet = { method: 'GET|POST', path: 'Role/Get' } as const;
export const roleSave = { method: 'POST', path: 'Role/Save' } as const;
