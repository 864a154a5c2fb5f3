import {
  Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography,
  useMediaQuery, type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { InventoryRow, SatelliteTvDataProvider } from './calls';

const ROW_FIELDS = ['messageId', 'internalId', 'operation', 'process', 'documentType', 'documentId', 'createDate', 'integration'] as const;
const ITEM_FIELDS = ['itemLinesQuantity', 'productID', 'quantity', 'itemInstanceSerialNumber', 'pairedItemInstanceSerialNumber'] as const;
const itemLabel = (field: string) => `app.satelliteTv.adjustments.inventory.itemFields.${field === 'itemLinesQuantity' ? 'line' : field}`;

/** The inventory adjustment's detail modal (spec 02 §2.4): the row and its items (InventoryAdjustment/Get). */
export function InventoryAdjustmentDetail({ row, onClose }: { row: InventoryRow; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatelliteTvDataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const items = useQuery({ queryKey: ['satelliteTv', 'inventoryItems', row.recordId], queryFn: () => dataProvider.inventoryAdjustmentItems(row.recordId) });
  const t = (key: string, options?: object) => translate(`app.satelliteTv.adjustments.${key}`, options);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="stv-inventory-detail">
      <DialogTitle id="stv-inventory-detail">{t('inventory.detailTitle', { id: row.recordId })}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, mb: 2 }}>
          {ROW_FIELDS.map((field) => (
            <Box key={field}>
              <Typography variant="caption" color="text.secondary">{t(`inventory.columns.${field}`)}</Typography>
              <Typography variant="body2">{row[field] == null || row[field] === '' ? '—' : String(row[field]).replace('T', ' ')}</Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="subtitle2" component="h3">{t('items')}</Typography>
        {items.isPending && <LinearProgress aria-label={translate('app.satelliteTv.loading')} />}
        {items.isError && <Typography role="alert" color="error">{(items.error as Error).message}</Typography>}
        {items.data && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('items')}>
              <TableHead><TableRow>{ITEM_FIELDS.map((field) => <TableCell key={field}>{translate(itemLabel(field))}</TableCell>)}</TableRow></TableHead>
              <TableBody>
                {items.data.map((item) => (
                  <TableRow key={item.itemLinesQuantity}>{ITEM_FIELDS.map((field) => <TableCell key={field}>{item[field]}</TableCell>)}</TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('app.satelliteTv.close')}</Button></DialogActions>
    </Dialog>
  );
}
