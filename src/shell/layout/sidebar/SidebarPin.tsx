import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { Box, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LateTooltip } from '../../components/LateTooltip';

/** The pin at the top of the open sidebar: pinned keeps it open beside the content (static). */
export const SidebarPin = ({ isStatic, onToggle }: { isStatic: boolean; onToggle: () => void }) => {
  const translate = useTranslate();
  const label = translate(isStatic ? 'app.layout.menu.unpin' : 'app.layout.menu.pin');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 0.5, pt: 0.5 }}>
      <LateTooltip title={label} placement="right">
        <IconButton size="small" aria-label={label} aria-pressed={isStatic} onClick={onToggle}>
          {isStatic ? <PushPinIcon fontSize="small" color="primary" /> : <PushPinOutlinedIcon fontSize="small" />}
        </IconButton>
      </LateTooltip>
    </Box>
  );
};
