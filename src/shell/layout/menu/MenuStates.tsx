import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Alert, Box, Button, IconButton, Skeleton, Tooltip } from '@mui/material';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, useSidebarState, useTranslate } from 'react-admin';

const useMenuWidth = () => {
  const [open] = useSidebarState();
  return { open, width: open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH };
};

/** Placeholder rows while Menu/GetAccess answers. */
export const MenuSkeleton = () => {
  const translate = useTranslate();
  const { open, width } = useMenuWidth();
  return (
    <Box role="progressbar" aria-busy aria-label={translate('app.layout.menu.loading')} sx={{ width, px: 2, py: 1 }}>
      {Array.from({ length: 7 }, (_, row) => (
        <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 0.75 }}>
          <Skeleton variant="circular" width={22} height={22} sx={{ flexShrink: 0 }} />
          {open ? <Skeleton variant="text" sx={{ flexGrow: 1 }} /> : null}
        </Box>
      ))}
    </Box>
  );
};

/** Menu/GetAccess failed: the message and a retry control (an icon alone on the collapsed sidebar). */
export const MenuLoadError = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  const { open, width } = useMenuWidth();
  const message = translate('app.layout.menu.error');
  const retry = translate('app.layout.menu.retry');
  if (!open) {
    return (
      <Box sx={{ width, display: 'flex', justifyContent: 'center', py: 1 }}>
        <Tooltip title={`${message} ${retry}`} placement="right">
          <IconButton color="error" aria-label={retry} onClick={onRetry}>
            <ErrorOutlineIcon />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }
  return (
    <Box sx={{ width, p: 1 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {retry}
          </Button>
        }
      >
        {message}
      </Alert>
    </Box>
  );
};
