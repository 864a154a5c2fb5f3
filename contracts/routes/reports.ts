/** The routes of contracts/endpoints/reports.ts. */
export const getReportsConfiguration = { method: 'POST', path: 'Report/GetReportsConfiguration' } as const;
export const getReportParameters = { method: 'POST', path: 'Report/GetReportsConfigurationParameterId' } as const;
export const saveReportConfiguration = { method: 'POST', path: 'Report/SaveReportConfiguration' } as const;
export const saveReportColumns = { method: 'POST', path: 'Report/SaveReportColumns' } as const;
export const getTypeOfData = { method: 'GET', path: 'Report/GetTypeOfData' } as const;
export const getReport = { method: 'GET', path: 'Report/GetReport' } as const;
export const listReportsByUser = { method: 'GET', path: 'Report/ListByUser' } as const;
export const executeReport = { method: 'POST', path: 'Report/ExecuteReport' } as const;
export const exportReport = { method: 'POST', path: 'Report/ExportReport' } as const;
export const listOutbox = { method: 'GET', path: 'Report/Outbox' } as const;
export const testScript = { method: 'POST', path: 'Report/TestScript' } as const;
export const outboxFile = { method: 'GET', path: 'Report/OutboxFile' } as const;
