/** The routes of contracts/endpoints/satelliteTvAdjustments.ts. */
export const inventoryAdjustmentList = { method: 'POST', path: 'InventoryAdjustment/List' } as const;
export const inventoryAdjustmentConfigurationGet = { method: 'GET', path: 'InventoryAdjustment/ConfigurationGet' } as const;
export const inventoryAdjustmentGet = { method: 'GET', path: 'InventoryAdjustment/Get' } as const;
export const inventoryAdjustmentSave = { method: 'POST', path: 'InventoryAdjustment/Save' } as const;
export const inventoryAdjustmentDelete = { method: 'GET|POST', path: 'InventoryAdjustment/Delete' } as const;
export const integrationAdjustmentList = { method: 'POST', path: 'IntegrationAdjustment/List' } as const;
export const integrationAdjustmentGet = { method: 'GET', path: 'IntegrationAdjustment/Get' } as const;
export const integrationAdjustmentSave = { method: 'POST', path: 'IntegrationAdjustment/Save' } as const;
