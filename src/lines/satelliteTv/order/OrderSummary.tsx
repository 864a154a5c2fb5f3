import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderInfo, OrderOwner } from '../remissionCalls';

const ORDER_FIELDS = ['dateCreation', 'nroOrder', 'line', 'quantity', 'warehouse'] as const;
const OWNER_FIELDS = ['codMovement', 'name', 'document', 'email', 'vehicle', 'observations'] as const;

function Fields({ title, values }: { title: string; values: [string, string | number][] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>{title}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2, rowGap: 1, m: 0 }}>
        {values.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">{label}</Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** The order (date, number, internal line, quantity, warehouse) and its owner (spec 02 §2.10). */
export function OrderSummary({ order, owner }: { order: OrderInfo; owner: OrderOwner | null | undefined }) {
  const translate = useTranslate();
  const label = (field: string) => translate(`app.satelliteTv.order.fields.${field}`);
  const orderValues: [string, string | number][] = ORDER_FIELDS.map((f) => [label(f), f === 'dateCreation' ? order[f].replace('T', ' ') : order[f]]);
  // the held count is our server's extra (spec 02 §3's Order has none): a backend without it shows no such row
  if (order.serials !== undefined) orderValues.push([translate('app.satelliteTv.order.serialsHeld'), translate('app.satelliteTv.order.held', { held: order.serials, quantity: order.quantity })]);
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
      <Fields title={translate('app.satelliteTv.order.order')} values={orderValues} />
      {owner && <Fields title={translate('app.satelliteTv.order.owner')} values={OWNER_FIELDS.map((f) => [label(f), owner[f]])} />}
    </Box>
  );
}
