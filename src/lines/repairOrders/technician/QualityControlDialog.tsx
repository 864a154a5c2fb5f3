import {
  Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, LinearProgress,
  Tab, Table, TableBody, TableCell, TableRow, Tabs, TextField, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { OrderRow } from '../calls';
import { queuedOrderCall, serverMessage, useOrderAction } from '../useOrderAction';
import { useOrderDetails } from '../useOrderDetails';
import type { TechnicianDataProvider } from './calls';
import { OrderFilesTab } from './OrderFilesTab';
import { QUALITY_CHECKS, qualityBody, type QualityCheck } from './techRules';

const NONE_CHECKED = Object.fromEntries(QUALITY_CHECKS.map((check) => [check, false])) as Record<QualityCheck, boolean>;

/**
 * The quality-control modal (spec 03 §2.7, spec 04 §2.8): the nine checks (camera and headphone under their own
 * labels: the original swapped them), the order's data to check against the device, observations, files.
 * Aprobar control → 5; Regresar a Reparacion → 10 (after a confirmation).
 */
export function QualityControlDialog({ order, onClose, onSaved }: { order: OrderRow; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<TechnicianDataProvider>();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const details = useOrderDetails(order.orderId);
  const [tab, setTab] = useState<'tests' | 'files'>('tests');
  const [checked, setChecked] = useState(NONE_CHECKED);
  const [observations, setObservations] = useState('');
  const [confirmBack, setConfirmBack] = useState(false);
  const { run, running } = useOrderAction(() => {
    onSaved();
    onClose();
  });
  const t = (key: string) => translate(`app.repairTechnician.quality.${key}`);
  const approve = () => {
    const body = { orderId: order.orderId, ...qualityBody(checked, observations) };
    void run(() => dataProvider.saveQualityControl(body), queuedOrderCall('saveQualityControl', body, 'app.repairTechnician.offline.quality'));
  };
  const backToRepair = () => {
    const body = { orderId: order.orderId };
    void run(() => dataProvider.receivedRepairStore(body), queuedOrderCall('receivedRepairStore', body, 'app.repairTechnician.offline.backToRepair'));
  };
  const dataRows: [string, string][] = [
    ['imei', order.imei], ['model', `${order.brand} ${order.model}`], ['client', order.clientName],
    ...(details.data?.diagnostic ? [['diagnosis', details.data.diagnostic.comments] as [string, string]] : []),
  ];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="quality-title">
      <DialogTitle id="quality-title">{translate('app.repairTechnician.quality.title', { id: order.orderId })}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_event, value: 'tests' | 'files') => setTab(value)} variant="scrollable" allowScrollButtonsMobile>
          <Tab value="tests" label={t('tabs.tests')} />
          <Tab value="files" label={t('tabs.files')} />
        </Tabs>
        {details.isPending && <LinearProgress sx={{ mt: 1 }} />}
        {details.error && <Alert severity="error" sx={{ mt: 2 }}>{serverMessage(details.error)}</Alert>}
        <Box role="tabpanel" sx={{ pt: 2 }}>
          {tab === 'tests' && (
            <>
              <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
                {QUALITY_CHECKS.map((check) => (
                  <FormControlLabel
                    key={check} label={t(`checks.${check}`)}
                    control={<Checkbox checked={checked[check]} onChange={(event) => setChecked({ ...checked, [check]: event.target.checked })} name={check} />}
                  />
                ))}
              </FormGroup>
              <Typography variant="subtitle2" sx={{ mt: 2 }}>{t('dataChecks')}</Typography>
              <Table size="small">
                <TableBody>
                  {dataRows.map(([key, value]) => (
                    <TableRow key={key}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '35%' }}>{translate(`app.repairTechnician.device.${key}`)}</TableCell>
                      <TableCell>{value}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <TextField label={t('observations')} value={observations} onChange={(event) => setObservations(event.target.value)} multiline minRows={2} fullWidth sx={{ mt: 2 }} />
            </>
          )}
          {tab === 'files' && details.data && <OrderFilesTab details={details.data} kind="Documentos" addLabel={t('addFile')} emptyLabel={t('noFiles')} />}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('app.repairTechnician.close')}</Button>
        <Button variant="outlined" color="warning" disabled={running} onClick={() => setConfirmBack(true)}>{t('backToRepair')}</Button>
        <Button variant="contained" disabled={running} onClick={approve}>{t('approve')}</Button>
      </DialogActions>
      <Confirm
        isOpen={confirmBack} loading={running} onClose={() => setConfirmBack(false)} onConfirm={backToRepair}
        title="app.repairTechnician.confirm.title" titleTranslateOptions={{ id: order.orderId }}
        content="app.repairTechnician.confirm.backToRepair" contentTranslateOptions={{ id: order.orderId }}
        confirm="app.repairTechnician.confirmAction" cancel="app.repairTechnician.cancel"
      />
    </Dialog>
  );
}
