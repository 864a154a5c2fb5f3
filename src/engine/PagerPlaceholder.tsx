import { Box, Skeleton } from '@mui/material';

/**
 * The pager's place (react-admin's Pagination: MUI's TablePagination, a 52-px band, its range on the right), held
 * while it comes: in the list's pass after the rows' (EstimatedPagination.tsx), and in the first rows drawn before the
 * app (src/boot/firstRows). The rows above it, and what is below, do not move when it comes.
 */
export const PagerPlaceholder = () => (
  <Box aria-hidden data-placeholder="pager" sx={{ height: 52, display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
    <Skeleton variant="text" width={240} />
  </Box>
);
