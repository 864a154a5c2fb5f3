/**
 * A MUI pager (TablePagination) that fits a phone: its parts ("Rows per page", the range, the buttons) wrap to a second
 * line instead of pushing "next page" past the card's edge (issue 47 item 3: the Mailbox at 390 px).
 */
export const PAGER_FITS_SX = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', columnGap: 1, pl: { xs: 1, sm: 2 }, pr: 1 },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
  '& .MuiTablePagination-input': { mr: { xs: 1, sm: 4 } },
  '& .MuiTablePagination-actions': { ml: { xs: 0.5, sm: 2.5 } },
} as const;
