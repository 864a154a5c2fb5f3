/** The routes of contracts/endpoints/designBundles.ts. */
export const exportDesignBundle = { method: 'POST', path: 'ResourceDesigner/Bundle/Export' } as const;
export const diffDesignBundle = { method: 'POST', path: 'ResourceDesigner/Bundle/Diff' } as const;
export const applyDesignBundle = { method: 'POST', path: 'ResourceDesigner/Bundle/Apply' } as const;
