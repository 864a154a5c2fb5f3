/** The routes of contracts/endpoints/satelliteTvRemissions.ts. */
export const remissionList = { method: 'POST', path: 'Remission/GetRemission' } as const;
export const remissionTransporters = { method: 'GET', path: 'Remission/GetTransporter' } as const;
export const remissionWareHouses = { method: 'GET', path: 'Remission/GetWareHouse' } as const;
export const remissionSave = { method: 'POST', path: 'Remission/RemissionSave' } as const;
export const remissionGet = { method: 'GET', path: 'Remission/GetRemissionById' } as const;
export const remissionDetailGet = { method: 'GET', path: 'Remission/GetRemissionDetailById' } as const;
export const remissionDetailSave = { method: 'POST', path: 'Remission/SaveRemissionDetail' } as const;
export const talkerStores = { method: 'POST', path: 'Talker/GetStore' } as const;
export const talkerLocations = { method: 'GET', path: 'Talker/GetAllLocationByIdStore' } as const;
export const talkerLabelsPdf = { method: 'GET', path: 'Talker/GetAllLocationByIdStorePDF' } as const;
