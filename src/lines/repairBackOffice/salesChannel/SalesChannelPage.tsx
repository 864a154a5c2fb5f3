import { Alert, Box, Button, MenuItem, Paper, Tab, Tabs, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PageShell } from '../shared/PageShell';

// The options of spec 04 §9; the keys name their texts under app.backOffice.salesChannel.
const CHANNELS = ['callCenter', 'distributor', 'virtualStore', 'retail', 'cav'];
const SCHEDULES = ['am', 'pm'];
const DELIVERY_TYPES = ['scheduled', 'express'];
const STATUSES = ['transit', 'delivery', 'delivered', 'returned', 'issue'];
const TABS = ['customer', 'delivery', 'traceability'] as const;
type TabName = (typeof TABS)[number];

const FIELDS: Record<TabName, Array<[field: string, options?: { group: string; values: string[] }, type?: string]>> = {
  customer: [['sellerCode'], ['salesChannel', { group: 'channels', values: CHANNELS }], ['consecutive'], ['customerName'], ['document'], ['phone']],
  delivery: [['address'], ['schedule', { group: 'schedules', values: SCHEDULES }], ['deliveryType', { group: 'deliveryTypes', values: DELIVERY_TYPES }], ['deliveryDate', undefined, 'date']],
  traceability: [['deliveryStatus', { group: 'statuses', values: STATUSES }], ['guide'], ['observations']],
};

/** The sales-channel form (spec 04 §2.10): three tabs of inputs; it saves and loads nothing, and says so. */
export function SalesChannelPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [tab, setTab] = useState<TabName>('customer');
  const [values, setValues] = useState<Record<string, string>>({});
  const t = (key: string) => translate(`app.backOffice.salesChannel.${key}`);
  return (
    <PageShell title="app.backOffice.salesChannel.title">
      <Alert severity="info">{t('notice')}</Alert>
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_e, next: TabName) => setTab(next)} variant="scrollable" allowScrollButtonsMobile>
          {TABS.map((name) => <Tab key={name} value={name} label={t(`tabs.${name}`)} id={`sales-tab-${name}`} aria-controls={`sales-panel-${name}`} />)}
        </Tabs>
        {TABS.map((name) => (
          <Box
            key={name} role="tabpanel" hidden={tab !== name} id={`sales-panel-${name}`} aria-labelledby={`sales-tab-${name}`}
            sx={{ p: 2, display: tab === name ? 'grid' : 'none', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            {FIELDS[name].map(([field, options, type]) => (
              <TextField
                key={field} size="small" select={Boolean(options)} type={type} label={t(`fields.${field}`)} value={values[field] ?? ''}
                onChange={(e) => setValues({ ...values, [field]: e.target.value })} slotProps={{ inputLabel: type ? { shrink: true } : undefined }}
                multiline={field === 'observations'} minRows={field === 'observations' ? 2 : undefined}
              >
                {options?.values.map((value) => <MenuItem key={value} value={value}>{t(`${options.group}.${value}`)}</MenuItem>)}
              </TextField>
            ))}
          </Box>
        ))}
        <Box sx={{ p: 2, pt: 0, display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={() => notify('app.backOffice.salesChannel.nothingSaved', { type: 'info' })}>{t('check')}</Button>
        </Box>
      </Paper>
    </PageShell>
  );
}
