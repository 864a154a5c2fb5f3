/** The routes of contracts/endpoints/sim.ts. */
export const validateSim = { method: 'POST', path: 'SimCard/ValidateSim' } as const;
export const validatePrintSim = { method: 'POST', path: 'SimCard/ValidatePrintSim' } as const;
