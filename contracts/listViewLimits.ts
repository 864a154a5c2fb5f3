/** The limits of saved views and chosen columns (issue 34), shared by the contract and the app (no zod here). */
/** At most this many views per user and list. */
export const MAX_VIEWS_PER_LIST = 50;
/** A view's name: required, at most this long, unique per owner and list (case and accents aside). */
export const VIEW_NAME_MAX = 60;
/** Column widths in px a user may drag a column to. */
export const COLUMN_WIDTH = { min: 48, max: 1200 } as const;
