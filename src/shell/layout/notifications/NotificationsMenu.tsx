import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOffOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Badge, Box, CircularProgress, Divider, IconButton, List, ListItem, ListItemIcon, ListItemText, Popover, Tooltip, Typography,
} from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { ProcessIcon } from './notificationProcess';
import { useDisableNotification, useNotificationList, useRefreshWithSpinner, type BlodNotification } from './useNotifications';

const formatWhen = (value: string | undefined, locale: string) => {
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

const NotificationRow = ({ notification, onDisable }: { notification: BlodNotification; onDisable: (id: number) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = translate('app.layout.notifications.disable', { code: notification.code });
  const when = formatWhen(notification.createdAt, locale);
  return (
    <ListItem
      alignItems="flex-start"
      data-notification={notification.id}
      secondaryAction={
        <Tooltip title={label}>
          <IconButton edge="end" size="small" aria-label={label} onClick={() => onDisable(notification.id)}>
            <NotificationsOffIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      }
    >
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
        <ProcessIcon process={notification.process} />
      </ListItemIcon>
      <ListItemText
        primary={notification.code}
        secondary={
          <>
            {notification.message}
            {when ? (
              <Typography component="span" variant="caption" sx={{ display: 'block', mt: 0.25 }}>
                {when}
              </Typography>
            ) : null}
          </>
        }
        slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600, wordBreak: 'break-all' } } }}
      />
    </ListItem>
  );
};

/** The app bar's notifications: a badge with the count and a dropdown to read, refresh and disable them. */
export const NotificationsMenu = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data: notifications = [], refetch } = useNotificationList();
  const disable = useDisableNotification();
  const { refreshing, refresh } = useRefreshWithSpinner(refetch);
  const label = translate('app.layout.notifications.button');
  const title = translate('app.layout.notifications.title');
  const refreshLabel = translate('app.layout.notifications.refresh');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={notifications.length} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': title, sx: { width: 380, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', pl: 2, pr: 1, py: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
            {title}
          </Typography>
          <Tooltip title={refreshLabel}>
            <span>
              <IconButton aria-label={refreshLabel} onClick={refresh} disabled={refreshing} aria-busy={refreshing}>
                {refreshing ? <CircularProgress size={20} aria-label={refreshLabel} /> : <RefreshIcon />}
              </IconButton>
            </span>
          </Tooltip>
        </Box>
        <Divider />
        {notifications.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {translate('app.layout.notifications.empty')}
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
            {notifications.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} onDisable={disable} />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
};
