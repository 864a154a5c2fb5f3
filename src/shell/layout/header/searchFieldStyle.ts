import type { Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';

/** The header's search box (the app bar's placeholder and the home page's field it opens). */
export const fieldStyle = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  borderRadius: 1,
  backgroundColor: alpha(theme.palette.common.white, 0.15),
  '&:hover, &:focus-within': { backgroundColor: alpha(theme.palette.common.white, 0.25) },
  color: 'inherit',
  px: 1,
});
