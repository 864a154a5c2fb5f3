/**
 * On a phone the console's pages break words anywhere (AppLayout), so that no long value widens the page. A table
 * that scrolls sideways inside its box keeps its words whole instead: a cell wraps between words ("Estado", not
 * "Esta" / "do").
 */
export const WRAP_BETWEEN_WORDS = { '& td, & th': { overflowWrap: 'normal', wordBreak: 'normal' } } as const;
