/** The routes of contracts/endpoints/uploads.ts. */
export const uploadFile = { method: 'POST', path: 'Upload/UploadFile' } as const;
export const uploadList = { method: 'GET', path: 'Upload/Get' } as const;
export const uploadDelete = { method: 'POST', path: 'Upload/DeleteFile' } as const;
