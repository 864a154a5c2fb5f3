/** The routes of contracts/endpoints/repairOrders.ts. */
export const getOrderByState = { method: 'POST', path: 'OrderWom/GetOrderByState' } as const;
export const getCountByOrders = { method: 'GET', path: 'OrderWom/GetCountByOrders' } as const;
export const updateStatusTraceability = { method: 'POST', path: 'OrderWom/UpdateStatusTraceability' } as const;
export const receivedRepairStore = { method: 'POST', path: 'OrderWom/receivedRepairStore' } as const;
export const assignTech = { method: 'POST', path: 'OrderWom/AssignTech' } as const;
export const statusToPay = { method: 'POST', path: 'OrderWom/statusToPay' } as const;
export const saveDiagnostic = { method: 'POST', path: 'OrderWom/SaveDiagnostic' } as const;
export const saveQualityControl = { method: 'POST', path: 'OrderWom/SaveQualityControl' } as const;
export const transferGuideSave = { method: 'POST', path: 'TransferGuide/Save' } as const;
export const confirmDeliveryOrder = { method: 'POST', path: 'OrderWom/ConfirmDeliveryOrder' } as const;
export const cancelOrder = { method: 'POST', path: 'OrderWom/cancelOrder' } as const;
export const returnOrderState = { method: 'POST', path: 'OrderWom/returnOrderState' } as const;
export const getPreState = { method: 'GET', path: 'OrderWom/getPreState' } as const;
export const getAllTechnicalsByOrder = { method: 'GET', path: 'Parametric/GetAllTechnicalsByOrder' } as const;
export const getStateOrderAll = { method: 'GET', path: 'Parametric/GetStateOrderAll' } as const;
export const getOrderByFilterVc = { method: 'POST', path: 'OrderWom/getOrderByFilterVc' } as const;
export const repairOrderTransition = { method: 'POST', path: 'RepairOrder/Transition' } as const;
