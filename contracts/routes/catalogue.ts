/** The routes of contracts/endpoints/catalogue.ts. */
export const productList = { method: 'POST', path: 'Products/List' } as const;
export const productCatalogList = { method: 'GET', path: 'Products/GetCatalogList' } as const;
export const productInventoryGroupList = { method: 'GET', path: 'Products/GetInventoryGroupList' } as const;
export const productBusinessList = { method: 'GET', path: 'Products/GetBusinessList' } as const;
export const productSettingsGet = { method: 'GET', path: 'Products/GetSettings' } as const;
export const productDetailsGet = { method: 'GET', path: 'Products/GetDetails' } as const;
export const productExistence = { method: 'GET', path: 'Products/GetExistence' } as const;
export const productRoleByUser = { method: 'GET', path: 'Products/GetRolByUser' } as const;
export const productSave = { method: 'POST', path: 'Products/Save' } as const;
/** The files the settings' bases point at (Image/{id}/{picture}, Sheet/{id}): links, not calls of the API reference. */
export const productImageFile = { method: 'GET', path: 'Products/Image' } as const;
export const productSheetFile = { method: 'GET', path: 'Products/Sheet' } as const;
