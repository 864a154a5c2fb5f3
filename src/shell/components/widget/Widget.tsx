import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { Box, Card, CardHeader, Collapse, Dialog, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useWidgetState } from './useWidgetState';

interface WidgetProps {
  /** stable id: the collapsed state is remembered under it */
  id: string;
  title: string;
  subheader?: ReactNode;
  avatar?: ReactNode;
  children: ReactNode;
}

/** A dashboard card that can be collapsed to its header or opened full screen (spec 01 §2.3 widget states). */
export const Widget = ({ id, title, subheader, avatar, children }: WidgetProps) => {
  const translate = useTranslate();
  const { state, toggleCollapse, openFullscreen, closeFullscreen } = useWidgetState(id);
  const titleId = `widget-${id}-title`;
  const collapsed = state === 'collapse';
  const collapseLabel = translate(collapsed ? 'app.widget.expand' : 'app.widget.collapse', { title });
  const fullscreenLabel = translate('app.widget.fullscreen', { title });
  return (
    <>
      <Card variant="outlined" component="section" aria-labelledby={titleId}>
        <CardHeader
          avatar={avatar}
          title={title}
          subheader={subheader}
          action={
            <Box display="flex">
              <Tooltip title={collapseLabel}>
                <IconButton size="small" aria-label={collapseLabel} aria-expanded={!collapsed} onClick={toggleCollapse}>
                  {collapsed ? <ExpandMoreIcon fontSize="small" /> : <ExpandLessIcon fontSize="small" />}
                </IconButton>
              </Tooltip>
              <Tooltip title={fullscreenLabel}>
                <IconButton size="small" aria-label={fullscreenLabel} onClick={openFullscreen}>
                  <OpenInFullIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          }
          slotProps={{ title: { id: titleId, variant: 'subtitle1', component: 'h2', fontWeight: 600 } }}
          sx={{ pb: 0.5 }}
        />
        <Collapse in={!collapsed}>{children}</Collapse>
      </Card>
      <Dialog fullScreen open={state === 'fullscreen'} onClose={closeFullscreen} aria-labelledby={`${titleId}-full`}>
        <DialogTitle id={`${titleId}-full`} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {avatar}
          <Box flex={1}>{title}</Box>
          <IconButton aria-label={translate('app.widget.exit_fullscreen')} onClick={closeFullscreen}>
            <CloseFullscreenIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
      </Dialog>
    </>
  );
};
