/** The routes of contracts/endpoints/repairPointOfSale.ts. */
export const workshopsByUser = { method: 'GET', path: 'Workshop/GetAllByUser' } as const;
export const clientByDocument = { method: 'GET', path: 'Client/GetByDocument' } as const;
export const clientSave = { method: 'POST', path: 'Client/Save' } as const;
export const deviceSave = { method: 'POST', path: 'Device/Save' } as const;
export const orderSave = { method: 'POST', path: 'OrderWom/Save' } as const;
export const settings = { method: 'GET', path: 'OrderWom/GetSettings' } as const;
export const checkWarrantyDate = { method: 'GET', path: 'OrderWom/checkWarrantyDate' } as const;
export const infoWom = { method: 'GET', path: 'OrderWom/GetInfoWom' } as const;
export const departments = { method: 'GET', path: 'Parametric/GetDeparmentAll' } as const;
export const citiesByDepartment = { method: 'GET', path: 'Parametric/GetCitiesByDepartment' } as const;
export const lineTypes = { method: 'GET', path: 'Parametric/GetTypeLineAll' } as const;
export const foulTypes = { method: 'GET', path: 'Parametric/GetFoulTypeAll' } as const;
export const brands = { method: 'GET', path: 'Parametric/GetBrandAll' } as const;
export const modelsByBrand = { method: 'GET', path: 'Parametric/GetModelByBrand' } as const;
export const ordersToPointStore = { method: 'GET', path: 'OrderWom/GetOrdersToPointStore' } as const;
