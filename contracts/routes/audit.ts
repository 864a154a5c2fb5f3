/** The routes of contracts/endpoints/audit.ts. */
export const auditList = { method: 'POST', path: 'Audit/List' } as const;
