/** The routes of contracts/endpoints/resourceDesigner.ts. */
export const designerOptions = { method: 'GET', path: 'ResourceDesigner/Options' } as const;
export const listDesigns = { method: 'GET', path: 'ResourceDesigner/List' } as const;
export const getDesign = { method: 'POST', path: 'ResourceDesigner/Get' } as const;
export const saveDesignDraft = { method: 'POST', path: 'ResourceDesigner/SaveDraft' } as const;
export const previewDesign = { method: 'POST', path: 'ResourceDesigner/Preview' } as const;
export const publishDesign = { method: 'POST', path: 'ResourceDesigner/Publish' } as const;
export const listDesignVersions = { method: 'POST', path: 'ResourceDesigner/Versions' } as const;
export const compareDesignVersions = { method: 'POST', path: 'ResourceDesigner/Compare' } as const;
export const restoreDesignVersion = { method: 'POST', path: 'ResourceDesigner/Restore' } as const;
