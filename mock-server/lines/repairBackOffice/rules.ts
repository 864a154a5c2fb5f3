// Pure rules of the back office (spec 04 §5, §9): the IMEI against the settings pattern, whole days since a date,
// which devices are pending abandonment. No database here: the routes and the unit tests call these.
import { IMEI_PATTERN_SOURCE } from '../../../contracts/endpoints/repairBackOffice';
import { ABANDONMENT_DAYS } from '../../../contracts/endpoints/repairBackOfficeOrders';

export const IMEI_PATTERN = new RegExp(IMEI_PATTERN_SOURCE);
export const validImei = (imei: string): boolean => IMEI_PATTERN.test(imei.trim());

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (iso: string) => Math.floor(Date.parse(iso.slice(0, 10) + 'T00:00:00Z') / DAY_MS);

/** Whole days from `since` to `today` (dates as YYYY-MM-DD or ISO), never negative. */
export const daysSince = (since: string, today: string): number => Math.max(0, dayNumber(today) - dayNumber(since));

/** A device ready this many days ago is pending abandonment once the terms' period is over (45 days reached). */
export const pendingAbandonment = (days: number, threshold = ABANDONMENT_DAYS): boolean => days >= threshold;

/** The order states no back-office change may start from: finished, cancelled, abandoned. */
export const CLOSED_STATES = ['12', '13', '16'];
export const isClosed = (state: string): boolean => CLOSED_STATES.includes(state);
