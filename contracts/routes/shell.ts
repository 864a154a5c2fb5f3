/**
 * Routes the shell calls in areas whose other calls a business line makes (declared in contracts/endpoints/menus.ts
 * and users.ts): here, the app's own chunk carries them without that line's routes.
 */
export const menuGetItem = { method: 'POST', path: 'Menu/GetItemMenu' } as const;
export const changePassword = { method: 'POST', path: 'User/changePassword' } as const;
