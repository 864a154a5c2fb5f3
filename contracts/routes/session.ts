/**
 * The session's routes (contracts/endpoints/session.ts) and the others the sign-in page and a page's first load call
 * (Menu/GetAccess, ResourceDesigner/Published, declared in menus.ts and resourceDesigner.ts): this module is part of
 * the chunk the sign-in page shares with the app (vite.config.ts), which carries no other area's routes.
 */
export const login = { method: 'POST', path: 'Auth/Login' } as const;
export const logout = { method: 'POST', path: 'Auth/Logout' } as const;
export const companyGet = { method: 'GET', path: 'Company/Info' } as const;
export const menuGetAccess = { method: 'POST', path: 'Menu/GetAccess' } as const;
export const publishedResources = { method: 'GET', path: 'ResourceDesigner/Published' } as const;
