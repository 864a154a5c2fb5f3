import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, CircularProgress } from '@mui/material';

/**
 * An alert's "Reload the record" button: a spinner in place of its icon, and disabled, while the record comes (or
 * while `disabled`: a choice is still to be made).
 */
export const ReloadButton = ({ label, reloading, onClick, disabled = false }: { label: string; reloading: boolean; onClick: () => void; disabled?: boolean }) => (
  <Button
    color="inherit"
    size="small"
    variant="outlined"
    onClick={onClick}
    disabled={reloading || disabled}
    startIcon={reloading ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
  >
    {label}
  </Button>
);
