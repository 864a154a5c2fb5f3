/** The routes of contracts/endpoints/twoFactor.ts. */
export const verifySecondFactor = { method: 'POST', path: 'Auth/VerifySecondFactor' } as const;
export const twoFactorStatus = { method: 'GET', path: 'TwoFactor/Status' } as const;
export const twoFactorBeginEnrol = { method: 'POST', path: 'TwoFactor/BeginEnrol' } as const;
export const twoFactorConfirmEnrol = { method: 'POST', path: 'TwoFactor/ConfirmEnrol' } as const;
export const twoFactorDisable = { method: 'POST', path: 'TwoFactor/Disable' } as const;
export const twoFactorResetUser = { method: 'POST', path: 'TwoFactor/ResetUser' } as const;
