import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, CircularProgress } from '@mui/material';

/** An alert's "Reload the record" button: a spinner in place of its icon, and disabled, while the record comes. */
export const ReloadButton = ({ label, reloading, onClick }: { label: string; reloading: boolean; onClick: () => void }) => (
  <Button
    color="inherit"
    size="small"
    variant="outlined"
    onClick={onClick}
    disabled={reloading}
    startIcon={reloading ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
  >
    {label}
  </Button>
);
