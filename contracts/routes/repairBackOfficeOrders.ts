/** The routes of contracts/endpoints/repairBackOfficeOrders.ts. */
export const getByReportByStatus = { method: 'POST', path: 'OrderWom/GetByReportByStatus' } as const;
export const updateDataOrder = { method: 'POST', path: 'OrderWom/UpdateDataOrder' } as const;
export const deviceAbandoned = { method: 'GET', path: 'Device/GetDeviceAbandoned' } as const;
