import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useHelperPanel } from './useHelperPanel';

/** The app bar's Helper button: opens the contact panel. */
export const HelperButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useHelperPanel();
  const label = translate('app.layout.helper.button');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-expanded={open} onClick={() => setOpen(!open)}>
        <HelpOutlineIcon />
      </IconButton>
    </Tooltip>
  );
};
