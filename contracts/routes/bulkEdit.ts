/** The routes of contracts/endpoints/bulkEdit.ts. */
export const bulkPreview = { method: 'POST', path: 'BulkEdit/Preview' } as const;
export const bulkApply = { method: 'POST', path: 'BulkEdit/Commit' } as const;
export const bulkGet = { method: 'GET', path: 'BulkEdit/Get' } as const;
export const bulkUndo = { method: 'POST', path: 'BulkEdit/Undo' } as const;
