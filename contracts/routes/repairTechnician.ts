/** The routes of contracts/endpoints/repairTechnician.ts. */
export const getBrandsByTechnical = { method: 'GET', path: 'Parametric/GetBrandsByTechnical' } as const;
export const getCountByOrdersAndTechBrand = { method: 'GET', path: 'OrderWom/GetCountByOrdersAndTechBrand' } as const;
export const getOrderByStateAndTech = { method: 'POST', path: 'OrderWom/GetOrderByStateAndTech' } as const;
export const getOrderByTechniciansInWorkshop = { method: 'GET', path: 'OrderWom/getOrderByTechniciansInWorkshop' } as const;
export const getAllFinalState = { method: 'GET', path: 'Parametric/GetAllFinalState' } as const;
