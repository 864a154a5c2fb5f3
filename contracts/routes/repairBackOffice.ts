/** The routes of contracts/endpoints/repairBackOffice.ts. */
export const storeList = { method: 'GET', path: 'WorkShop/GetAll' } as const;
export const storeCreate = { method: 'POST', path: 'WorkShop/save' } as const;
export const storeUpdate = { method: 'POST', path: 'WorkShop/update' } as const;
export const storeActivate = { method: 'POST', path: 'WorkShop/Active' } as const;
export const storeInactivate = { method: 'POST', path: 'WorkShop/Delete' } as const;
export const loanList = { method: 'GET', path: 'LoanDevice/GetAll' } as const;
export const loanCreate = { method: 'POST', path: 'LoanDevice/Save' } as const;
export const loanUpdate = { method: 'POST', path: 'LoanDevice/Update' } as const;
export const loanDelete = { method: 'POST', path: 'LoanDevice/Delete' } as const;
export const loanAvailable = { method: 'GET', path: 'LoanDevice/GetForFilter' } as const;
export const lendDevice = { method: 'POST', path: 'OrderWom/loanDevice' } as const;
