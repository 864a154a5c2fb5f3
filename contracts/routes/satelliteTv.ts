/** The routes of contracts/endpoints/satelliteTv.ts. */
export const integrationList = { method: 'POST', path: 'Integration/List' } as const;
export const integrationGet = { method: 'GET', path: 'Integration/Get' } as const;
export const integrationSave = { method: 'POST', path: 'Integration/Save' } as const;
export const configurationList = { method: 'POST', path: 'IntegraConfiguration/List' } as const;
export const configurationSave = { method: 'POST', path: 'IntegraConfiguration/Save' } as const;
export const flowList = { method: 'POST', path: 'Flow/List' } as const;
export const flowSave = { method: 'POST', path: 'Flow/Save' } as const;
export const masterWareHouses = { method: 'GET', path: 'Master/WareHouses' } as const;
export const masterSubInventories = { method: 'GET', path: 'Master/SubInventories' } as const;
export const masterParties = { method: 'GET', path: 'Master/Parties' } as const;
