import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A page (or a part of one) whose code or data is on its way: a progress bar named "Loading" for screen readers.
 * `overlay` puts it across the top of the window, over what is shown (a dialog that is not open yet).
 */
export const PageLoading = ({ overlay = false }: { overlay?: boolean }) => {
  const translate = useTranslate();
  return (
    <LinearProgress
      aria-label={translate('ra.page.loading')}
      sx={overlay ? { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'modal' } : { m: 2 }}
    />
  );
};
