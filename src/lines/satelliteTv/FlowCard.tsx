import { Box, Button, Card, CardActions, CardContent, Chip, Switch, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { FlowRow } from './calls';

interface Props {
  flow: FlowRow;
  state: 0 | 1;
  busy: boolean;
  onToggle: () => void;
  onApplyOrder: (orderBy: number) => Promise<void>;
}

/** One flow (spec 02 §2.3): order number, alias, last date, type, executions, state switch, order-number input and Apply. */
export function FlowCard({ flow, state, busy, onToggle, onApplyOrder }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const [order, setOrder] = useState(String(flow.orderBy));
  const [saving, setSaving] = useState(false);
  const valid = /^\d{1,3}$/.test(order) && Number(order) >= 1;
  const t = (key: string, options?: object) => translate(`app.satelliteTv.console.flow.${key}`, options);
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setSaving(true);
    try {
      await onApplyOrder(Number(order));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-label={flow.alias} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Chip size="small" label={t('order', { order: flow.orderBy })} />
          <Switch checked={state === 1} disabled={busy} onChange={onToggle} slotProps={{ input: { role: 'switch', 'aria-label': t('switch', { alias: flow.alias }) } }} />
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>{flow.alias}</Typography>
        <Typography variant="caption" color="text.secondary">{flow.name}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>{t('lastDate')}: {flow.lastDate.replace('T', ' ')}</Typography>
        <Typography variant="body2">{t('type')}: {flow.type}</Typography>
        <Typography variant="body2">{t('executions')}: {flow.executions.toLocaleString(locale)}</Typography>
      </CardContent>
      <CardActions sx={{ p: 0 }}>
        <Box component="form" onSubmit={apply} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1 }}>
          <TextField
            size="small" label={t('orderNumber')} value={order} onChange={(event) => setOrder(event.target.value)} sx={{ width: 140 }}
            error={!valid} helperText={valid ? undefined : t('invalidOrder')} slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button type="submit" variant="outlined" disabled={!valid} loading={saving}>{t('apply')}</Button>
        </Box>
      </CardActions>
    </Card>
  );
}
