import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A row's Edit: a pencil with its name as tooltip and accessible name. */
export function EditButton({ onClick }: { onClick: () => void }) {
  const translate = useTranslate();
  const label = translate('app.backOffice.common.edit');
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}><EditIcon fontSize="small" /></IconButton>
    </Tooltip>
  );
}
