/** The routes of contracts/endpoints/repairOrderFiles.ts. */
export const getAllOrderForInfo = { method: 'GET', path: 'OrderWom/getAllOrderForInfo' } as const;
export const getById = { method: 'GET', path: 'OrderWom/GetById' } as const;
export const listOrderFiles = { method: 'GET', path: 'RepairOrder/Files' } as const;
export const getByExcelReportByGuide = { method: 'GET', path: 'TransferGuide/GetByExcelReportByGuide' } as const;
export const getByExcelReportByStatus = { method: 'POST', path: 'OrderWom/GetByExcelReportByStatus' } as const;
