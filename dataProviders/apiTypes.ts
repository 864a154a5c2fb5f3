/**
 * Shapes of documented answers that both the app and the mock server use, declared once (spec 01 §3, §7.1).
 * Types only: importing them costs the login chunk nothing.
 */

/** GET Company/Info */
export interface CompanyInfo {
  logo: string;
  year: number;
  version: string;
  createdate: string;
  email: string;
  phone: string;
  name: string;
  tenanId: string;
  twitter: string;
  facebook: string;
  instagram: string;
}

/** The flags a user has on one menu entry: L list, V view, W create/edit, R export/report, D delete. */
export interface PermissionFlags {
  l: boolean;
  v: boolean;
  w: boolean;
  r: boolean;
  d: boolean;
}

/** One entry of the POST Menu/GetAccess tree. */
export interface MenuAccessEntry {
  header: string;
  link: string;
  iconName: string;
  index: number;
  id: number;
  /** beyond the original contract: true for internal pages, false for the external catalogue module */
  sourcePrime: boolean;
  /** beyond the original contract: the user's flags on this entry (for canAccess; the mock always sends it) */
  permissions?: PermissionFlags;
  childrenLinks: MenuAccessEntry[];
}
