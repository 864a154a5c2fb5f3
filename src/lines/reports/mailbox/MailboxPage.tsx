import AttachFileIcon from '@mui/icons-material/AttachFile';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert, Box, Button, Card, LinearProgress, List, ListItemButton, ListItemText, Stack, Table, TableBody, TableCell, TableContainer,
  TableHead, TablePagination, TableRow, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { MAILBOX_PAGE_SIZES, type MailboxRow } from '../../../../contracts/endpoints/mailbox';
import { formatBytes } from '../../../shell/components/attachments/fileRules';
import { PAGER_FITS_SX } from '../../../shell/components/pagerSx';
import { shownDate } from './mailboxRules';
import { MailboxMessageDialog } from './MailboxMessageDialog';
import { useMailbox } from './useMailbox';

/** The administrators' Mailbox (issue 36): what the embedded mail catcher received, newest first, paged; a message
 * opens with its text, attachments and headers. With SMTP_URL set it says where mail goes (nothing is kept). */
export function MailboxPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const box = useMailbox();
  const data = box.list.data;
  const subjectOf = (row: MailboxRow) => row.subject || translate('app.mailbox.noSubject');
  const openLabel = (row: MailboxRow) => translate('app.mailbox.open', { subject: subjectOf(row) });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.mailbox.title')} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>{translate('app.mailbox.title')}</Typography>
        <Button startIcon={<RefreshIcon />} onClick={() => void box.list.refetch()}>{translate('app.mailbox.refresh')}</Button>
      </Stack>
      {box.list.isFetching && <LinearProgress />}
      {box.list.isError && <Alert severity="error">{(box.list.error as Error).message || translate('app.mailbox.loadError')}</Alert>}
      {data?.mode === 'smtp' && <Alert severity="info">{translate('app.mailbox.smtpMode', { server: data.server ?? '' })}</Alert>}
      {data?.mode === 'catcher' && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('app.mailbox.intro')}</Typography>
          <Card variant="outlined">
            {data.items.length === 0 ? (
              <Typography sx={{ p: 2 }} color="text.secondary">{translate('app.mailbox.empty')}</Typography>
            ) : small ? (
              <List aria-label={translate('app.mailbox.title')} disablePadding>
                {data.items.map((row) => (
                  <ListItemButton key={row.id} divider onClick={() => box.open(row.id)} aria-label={openLabel(row)}>
                    <ListItemText
                      primary={subjectOf(row)}
                      secondary={`${row.to} · ${shownDate(row.receivedAt, locale)} · ${formatBytes(row.size, locale)}${row.attachmentCount ? ` · ${translate('app.mailbox.attachments')}: ${row.attachmentCount}` : ''}`}
                      slotProps={{ primary: { sx: { wordBreak: 'break-word' } }, secondary: { sx: { wordBreak: 'break-word' } } }}
                    />
                  </ListItemButton>
                ))}
              </List>
            ) : (
              <TableContainer>
                <Table size="small" aria-label={translate('app.mailbox.title')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('app.mailbox.from')}</TableCell>
                      <TableCell>{translate('app.mailbox.to')}</TableCell>
                      <TableCell>{translate('app.mailbox.subject')}</TableCell>
                      <TableCell>{translate('app.mailbox.date')}</TableCell>
                      <TableCell align="right">{translate('app.mailbox.size')}</TableCell>
                      <TableCell align="right">{translate('app.mailbox.attachments')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.items.map((row) => (
                      <TableRow key={row.id} hover onClick={() => box.open(row.id)} sx={{ cursor: 'pointer' }}>
                        <TableCell sx={{ wordBreak: 'break-word' }}>{row.from}</TableCell>
                        <TableCell sx={{ wordBreak: 'break-word' }}>{row.to}</TableCell>
                        <TableCell>
                          <Button variant="text" size="small" onClick={(e) => { e.stopPropagation(); box.open(row.id); }} aria-label={openLabel(row)}
                            sx={{ textTransform: 'none', textAlign: 'left', p: 0, minWidth: 0 }}>
                            {subjectOf(row)}
                          </Button>
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{shownDate(row.receivedAt, locale)}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatBytes(row.size, locale)}</TableCell>
                        <TableCell align="right">
                          {row.attachmentCount > 0 && <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center' }}><AttachFileIcon fontSize="inherit" />{row.attachmentCount}</Stack>}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            <TablePagination
              component="div" count={data.total} page={box.page - 1} rowsPerPage={box.perPage} rowsPerPageOptions={[...MAILBOX_PAGE_SIZES]}
              onPageChange={(_e, p) => box.setPage(p + 1)} onRowsPerPageChange={(e) => box.setPerPage(Number(e.target.value))}
              sx={PAGER_FITS_SX}
            />
          </Card>
        </>
      )}
      <MailboxMessageDialog open={box.openId > 0} message={box.message} onClose={box.close} />
    </Box>
  );
}
