import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, List, ListItem, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** The four kinds of an order's files, in the tabs' order (spec 03 §2.4; the upload component's table names). */
export const FILE_TABS = [
  { kind: 'Guias', label: 'app.repairOrders.files.tabs.Guias' },
  { kind: 'Documentos', label: 'app.repairOrders.files.tabs.Documentos' },
  { kind: 'Fotos', label: 'app.repairOrders.files.tabs.Fotos' },
  { kind: 'ComprobanteEntrega', label: 'app.repairOrders.files.tabs.ComprobanteEntrega' },
] as const;

export interface OrderFile {
  kind: string;
  name: string;
  /** a download link (with the session token when the server needs it) */
  url: string;
}

/**
 * An order's files in four tabs; the last one also shows the delivery description (answerOrder). The files come from
 * repair-server's per-order file list, which the caller fetches (not on main when this was written).
 */
export function OrderFilesDialog({ orderId, files, deliveryDescription, onClose }: {
  orderId: number; files: OrderFile[]; deliveryDescription?: string | null; onClose: () => void;
}) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const { kind } = FILE_TABS[tab];
  const shown = files.filter((file) => file.kind === kind);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.repairOrders.files.title', { id: orderId })}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} variant="scrollable" allowScrollButtonsMobile>
          {FILE_TABS.map((t) => <Tab key={t.kind} label={translate(t.label)} />)}
        </Tabs>
        <Box role="tabpanel" sx={{ pt: 1 }}>
          {shown.length === 0 && <Typography color="text.secondary" sx={{ py: 2 }}>{translate('app.repairOrders.files.empty')}</Typography>}
          <List dense>
            {shown.map((file) => (
              <ListItem key={file.url}><Link href={file.url} download={file.name} target="_blank" rel="noopener">{file.name}</Link></ListItem>
            ))}
          </List>
          {kind === 'ComprobanteEntrega' && deliveryDescription && <Typography variant="body2">{deliveryDescription}</Typography>}
        </Box>
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('app.repairOrders.close')}</Button></DialogActions>
    </Dialog>
  );
}
