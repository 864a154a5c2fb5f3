import AttachFileIcon from '@mui/icons-material/AttachFile';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, LinearProgress, Link, List, ListItem, ListItemIcon,
  ListItemText, Table, TableBody, TableCell, TableRow, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { MailboxMessage } from '../../../../contracts/endpoints/mailbox';
import { runtimeConfig } from '../../../boot/config';
import { mailboxAttachmentLink } from '../calls';
import { formatBytes } from '../../../shell/components/attachments/fileRules';
import { shownDate } from './mailboxRules';

interface Props {
  open: boolean;
  message: UseQueryResult<MailboxMessage>;
  onClose: () => void;
}

/** One received message: who, when, its text (as text: HTML is never rendered), its attachments, its headers. */
export function MailboxMessageDialog({ open, message, onClose }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const m = message.data;
  const field = (label: string, value: string) => (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ width: '6.5rem', fontWeight: 600, verticalAlign: 'top', px: 0 }}>{label}</TableCell>
      <TableCell sx={{ wordBreak: 'break-word' }}>{value}</TableCell>
    </TableRow>
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={small} aria-labelledby="mailbox-message-title">
      <DialogTitle id="mailbox-message-title" sx={{ wordBreak: 'break-word' }}>{m ? m.subject || translate('app.mailbox.noSubject') : translate('app.mailbox.title')}</DialogTitle>
      <DialogContent dividers>
        {message.isPending && <LinearProgress />}
        {message.isError && <Alert severity="error">{(message.error as Error).message}</Alert>}
        {m && (
          <>
            <Table size="small" aria-label={translate('app.mailbox.title')}>
              <TableBody>
                {field(translate('app.mailbox.from'), m.from)}
                {field(translate('app.mailbox.to'), m.to)}
                {m.cc && field(translate('app.mailbox.cc'), m.cc)}
                {field(translate('app.mailbox.date'), shownDate(m.date ?? m.receivedAt, locale))}
                {field(translate('app.mailbox.size'), formatBytes(m.size, locale))}
              </TableBody>
            </Table>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>{translate('app.mailbox.attachments')}</Typography>
            {m.attachments.length === 0 ? (
              <Typography variant="body2" color="text.secondary">{translate('app.mailbox.noAttachments')}</Typography>
            ) : (
              <List dense>
                {m.attachments.map((a) => (
                  <ListItem key={a.index} disableGutters>
                    <ListItemIcon sx={{ minWidth: 32 }}><AttachFileIcon fontSize="small" /></ListItemIcon>
                    <ListItemText
                      primary={(
                        <Link href={mailboxAttachmentLink(runtimeConfig().apiBase, m.id, a.index)} download={a.filename}
                          aria-label={translate('app.mailbox.download', { name: a.filename })} sx={{ wordBreak: 'break-all' }}>
                          {a.filename}
                        </Link>
                      )}
                      secondary={`${a.contentType} · ${formatBytes(a.size, locale)}`}
                      slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>{translate('app.mailbox.body')}</Typography>
            <Box component="pre" aria-label={translate('app.mailbox.body')}
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', bgcolor: 'action.hover', p: 1.5, borderRadius: 1, m: 0 }}>
              {m.text}
            </Box>
            <Divider sx={{ my: 2 }} />
            <details>
              <summary><Typography component="span" variant="subtitle2">{translate('app.mailbox.headers')} ({m.headers.length})</Typography></summary>
              <Table size="small" aria-label={translate('app.mailbox.headers')}>
                <TableBody>
                  {m.headers.map((h, i) => (
                    <TableRow key={`${h.name}-${i}`}>
                      <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', verticalAlign: 'top', px: 0, width: '10rem', wordBreak: 'break-all' }}>{h.name}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{h.value}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </details>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.mailbox.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
