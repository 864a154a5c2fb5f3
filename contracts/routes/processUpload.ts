/** The routes of contracts/endpoints/processUpload.ts. */
export const uploadTypeList = { method: 'POST', path: 'ProcessUploadFile/List' } as const;
export const uploadTypeGet = { method: 'GET', path: 'ProcessUploadFile/Get' } as const;
export const uploadTypeSave = { method: 'POST', path: 'ProcessUploadFile/Save' } as const;
export const uploadPreviewCall = { method: 'POST', path: 'ProcessUploadFile/UploadFile' } as const;
export const uploadByCodeCall = { method: 'POST', path: 'ProcessUploadFile/UploadFileCode' } as const;
export const getTransaction = { method: 'GET', path: 'ProcessUploadFile/GetTransaction' } as const;
export const processFile = { method: 'POST', path: 'ProcessFile/ProcessFile' } as const;
export const blobUpload = { method: 'POST', path: 'ProcessBlod/UploadFile' } as const;
export const blobSaveContent = { method: 'POST', path: 'ProcessBlod/SaveContent' } as const;
export const leftOutRows = { method: 'GET', path: 'ProcessUploadFile/LeftOut' } as const;
