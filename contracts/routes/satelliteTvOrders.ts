/** The routes of contracts/endpoints/satelliteTvOrders.ts. */
export const georeferencingList = { method: 'GET', path: 'Order/getGeoreferencing' } as const;
export const georeferencingDownloaded = { method: 'POST', path: 'Order/DownloadedGeoreferencing' } as const;
export const orderGet = { method: 'GET', path: 'Order/Get' } as const;
export const orderOwnerGet = { method: 'GET', path: 'Order/GetOrderOwner' } as const;
export const orderSerialSave = { method: 'POST', path: 'Order/Save' } as const;
export const orderImport = { method: 'POST', path: 'Order/Import' } as const;
export const orderApprove = { method: 'POST', path: 'Order/ApprovedSku' } as const;
export const orderSerialDelete = { method: 'POST', path: 'Order/Delete' } as const;
export const orderAssigned = { method: 'POST', path: 'Order/UploadSkuAssigner' } as const;
export const orderApproved = { method: 'POST', path: 'Order/UploadSkuApproved' } as const;
export const orderSerialsBySerial = { method: 'POST', path: 'Order/UploadSkuAssignerMin' } as const;
