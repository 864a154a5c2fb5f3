/** `promise`'s value, or undefined once `ms` have passed without it (a wait that must not hold the page longer). */
export const atMost = <T,>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((done) => setTimeout(done, ms))]);
