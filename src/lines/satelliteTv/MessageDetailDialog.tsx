import {
  Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow,
  Typography, useMediaQuery, type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { SatelliteTvDataProvider } from './calls';
import { CopyableBody } from './CopyableBody';
import { formatBody } from './messageBody';
import { MessageStateChip } from './MessageStateChip';

const FIELDS = ['source', 'transactionInternalId', 'transactionId', 'messageId', 'documentId', 'fileName', 'date', 'type', 'format', 'version'] as const;
const fieldLabel = (field: string) =>
  ['source', 'date'].includes(field) ? `app.satelliteTv.console.columns.${field}` : `app.satelliteTv.console.fields.${field}`;

/** The message detail modal (spec 02 §2.3): every field, the bodies formatted and copyable, the state changes. */
export function MessageDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  // dates in the console's language, not the browser's
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<SatelliteTvDataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const detail = useQuery({ queryKey: ['satelliteTv', 'message', id], queryFn: () => dataProvider.getMessage(id) });
  const row = detail.data?.row;
  const changes = detail.data?.changes ?? [];
  const t = (key: string) => translate(`app.satelliteTv.console.${key}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="stv-message-title">
      <DialogTitle id="stv-message-title">{translate('app.satelliteTv.console.detailTitle', { id })}</DialogTitle>
      <DialogContent dividers>
        {detail.isPending && <LinearProgress aria-label={translate('app.satelliteTv.loading')} />}
        {detail.isError && <Typography role="alert" color="error">{(detail.error as Error).message}</Typography>}
        {row && (
          <>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
              <Box><Typography variant="caption" color="text.secondary">{t('columns.state')}</Typography><Box><MessageStateChip state={row.state} /></Box></Box>
              {FIELDS.map((field) => (
                <Box key={field} sx={{ minWidth: 0 }}>
                  <Typography variant="caption" color="text.secondary">{translate(fieldLabel(field))}</Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{String(row[field]).replace(/^(\d{4}-\d\d-\d\d)T/, '$1 ')}</Typography>
                </Box>
              ))}
            </Box>
            <CopyableBody title={t('messageBody')} text={formatBody(row.message, row.format)} />
            <CopyableBody title={t('errorBody')} text={formatBody(row.error, '')} empty={t('noError')} />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>{t('history')}</Typography>
            {changes.length === 0 ? <Typography variant="body2" color="text.secondary">{t('noHistory')}</Typography> : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t('history')}>
                  <TableHead>
                    <TableRow>{['when', 'who', 'from', 'to', 'error'].map((c) => <TableCell key={c}>{t(`historyColumns.${c}`)}</TableCell>)}</TableRow>
                  </TableHead>
                  <TableBody>
                    {changes.map((change) => (
                      <TableRow key={change.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(change.changedAt).toLocaleString(locale)}</TableCell>
                        <TableCell>{change.userName}</TableCell>
                        <TableCell>{change.fromState}</TableCell>
                        <TableCell>{change.toState}</TableCell>
                        <TableCell>{change.error}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('app.satelliteTv.close')}</Button></DialogActions>
    </Dialog>
  );
}
