/** The routes of contracts/endpoints/actions.ts. */
export const actionsGet = { method: 'GET', path: 'Actions/Get' } as const;
export const actionsApply = { method: 'POST', path: 'Actions/Apply' } as const;
