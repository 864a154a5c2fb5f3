/** The routes of contracts/endpoints/listViews.ts. */
export const listPreferencesGet = { method: 'GET', path: 'ListPreferences/Get' } as const;
export const listPreferencesSave = { method: 'POST', path: 'ListPreferences/Save' } as const;
export const listViewsList = { method: 'GET', path: 'ListViews/List' } as const;
export const listViewsSave = { method: 'POST', path: 'ListViews/Save' } as const;
export const listViewsDelete = { method: 'POST', path: 'ListViews/Delete' } as const;
export const listViewsSetDefault = { method: 'POST', path: 'ListViews/SetDefault' } as const;
