import { Box } from '@mui/material';

/**
 * The saved views' bar's place (ListViewsBar: a row of tabs and the "Save view" button, its bottom border), held while
 * its code and the user's views load after the first rows: the rows below do not move when it comes. Its height is the
 * bar's with one row of tabs: 41.5 px of tabs and a border on a wide screen, the 48 px icon button and a border on a phone.
 */
export const ViewsBarPlaceholder = () => (
  <Box aria-hidden data-placeholder="views-bar" sx={{ height: { xs: 49, sm: 42.5 }, boxSizing: 'border-box', borderBottom: 1, borderColor: 'divider' }} />
);
