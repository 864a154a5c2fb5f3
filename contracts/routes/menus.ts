/** The routes of contracts/endpoints/menus.ts. */
export const menuList = { method: 'POST', path: 'Menu/List' } as const;
export const menuGet = { method: 'POST', path: 'Menu/Get' } as const;
export const menuGetRoot = { method: 'POST', path: 'Menu/GetRoot' } as const;
export const menuSave = { method: 'POST', path: 'Menu/Save' } as const;
export const menuSaveAccess = { method: 'POST', path: 'Menu/SaveAccess' } as const;
