/**
 * Ports of the e2e servers, from one base (E2E_PORT, default 3101) so parallel runs on one machine each take
 * their own range: worker n's server listens on base + n; a spec's own extra server (one it restarts) on
 * base + 50 + n. A port found busy moves on by STEP.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3101);
const SPARE_OFFSET = 50;
export const PORT_STEP = 10;

export const workerPort = (parallelIndex: number) => E2E_BASE_PORT + parallelIndex;
export const spareServerPort = (parallelIndex: number) => E2E_BASE_PORT + SPARE_OFFSET + parallelIndex;
