import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { serverMessage } from '../useOrderAction';
import { useOrderDetails } from '../useOrderDetails';
import type { OrderToPoint } from './calls';

/**
 * "Ver Guia": the row's guide number and type, and the guide's file(s) as uploaded by logistics or the workshop; an
 * order that came back without a guide (type 0) says so.
 */
export function GuideViewDialog({ order, onClose }: { order: OrderToPoint; onClose: () => void }) {
  const translate = useTranslate();
  const noGuide = order.typeGuide === 0;
  const details = useOrderDetails(order.orderId);
  const files = noGuide ? [] : (details.data?.files ?? []).filter((file) => file.kind === 'Guias' && file.guideType === order.typeGuide);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.pointOfSale.guide.title', { id: order.orderId })}</DialogTitle>
      <DialogContent>
        {noGuide ? (
          <Typography data-guide="none">{translate('app.pointOfSale.guide.none')}</Typography>
        ) : (
          <>
            <Typography><strong>{translate('app.pointOfSale.guide.number')}:</strong> {order.nroGuide || translate('app.pointOfSale.guide.none')}</Typography>
            <Typography color="text.secondary">{translate(`app.pointOfSale.guide.type${order.typeGuide === 1 ? 1 : 2}`)}</Typography>
          </>
        )}
        {!noGuide && details.isPending && <LinearProgress sx={{ mt: 2 }} />}
        {!noGuide && details.isError && <Alert severity="error" sx={{ mt: 2 }}>{serverMessage(details.error)}</Alert>}
        {!noGuide && details.data && files.length === 0 && <Typography sx={{ mt: 2 }} color="text.secondary">{translate('app.pointOfSale.guide.noFile')}</Typography>}
        <List dense>
          {files.map((file) => (
            <ListItem key={file.id} disableGutters>
              <Link href={file.url} download={file.name} target="_blank" rel="noopener">{file.name}</Link>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions><Button onClick={onClose} autoFocus>{translate('app.repairOrders.close')}</Button></DialogActions>
    </Dialog>
  );
}
