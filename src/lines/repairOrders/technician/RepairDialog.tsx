import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Tab, Tabs, useMediaQuery, useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { OrderRow } from '../calls';
import { queuedOrderCall, useOrderAction, serverMessage } from '../useOrderAction';
import { useOrderDetails } from '../useOrderDetails';
import type { TechnicianDataProvider } from './calls';
import { DeviceInfo } from './DeviceInfo';
import { DiagnosisForm } from './DiagnosisForm';
import { LoanPhoneStep } from './LoanPhoneStep';
import { OrderFilesTab } from './OrderFilesTab';
import { diagnosisProblems, diagnosticBody, EMPTY_DIAGNOSIS, quoteProblems, signedInUser, todayIso, type DiagnosisField } from './techRules';

const TABS = ['device', 'diagnosis', 'photos'] as const;

/** The final states of one type (1 general, 2 out of warranty), cached for the session. */
function useFinalStates(type: 1 | 2) {
  const dataProvider = useDataProvider<TechnicianDataProvider>();
  return useQuery({ queryKey: ['repairTechnician', 'finalStates', type], queryFn: () => dataProvider.getAllFinalState({ type }), staleTime: Infinity });
}

/**
 * The repair modal (spec 03 §2.7, spec 04 §2.8): device information, Reparacion (the diagnosis) and Fotos.
 * Guardar diagnóstico sends the order to quality control (4), or finishes it (12) for DOA accepted or final
 * state 4; Enviar cotizacion moves it to pending payment (3) with the quote.
 */
export function RepairDialog({ order, onClose, onSaved }: { order: OrderRow & { idLineType?: number }; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<TechnicianDataProvider>();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  // GetById?id&workshop=0&state: the order for repair, in the state its row shows
  const details = useOrderDetails(order.orderId, { state: Number(order.idOrderState) });
  const general = useFinalStates(1);
  const outOfWarranty = useFinalStates(2);
  const [tab, setTab] = useState<(typeof TABS)[number]>('device');
  const [draft, setDraft] = useState(EMPTY_DIAGNOSIS);
  const [problems, setProblems] = useState<DiagnosisField[]>([]);
  const today = todayIso();
  const { run, running } = useOrderAction(() => {
    onSaved();
    onClose();
  });
  const t = (key: string) => translate(`app.repairTechnician.repair.${key}`);

  const refuse = (found: DiagnosisField[], message: string) => {
    setProblems(found);
    setTab('diagnosis');
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
  const save = () => {
    const found = diagnosisProblems(draft, today);
    if (found.length > 0) return refuse(found, t('incomplete'));
    const body = { orderId: order.orderId, tech: signedInUser(), ...diagnosticBody(draft, details.data?.doa ?? false) };
    void run(() => dataProvider.saveDiagnostic(body), queuedOrderCall('saveDiagnostic', body, 'app.repairTechnician.offline.diagnosis'));
  };
  const quote = () => {
    const found = quoteProblems(draft, today);
    if (found.length > 0) return refuse(found, t('quoteIncomplete'));
    const body = { orderId: order.orderId, price: Number(draft.price) };
    void run(() => dataProvider.statusToPay(body), queuedOrderCall('statusToPay', body, 'app.repairTechnician.offline.quote'));
  };
  const loadError = details.error ?? general.error ?? outOfWarranty.error;
  // line type 2: a loan phone is lent first (spec 04 §4); the order's details say whether it has one
  const needsLoan = order.idLineType === 2 && details.data != null && details.data.imeiLoanDevice == null;
  const blocked = running || !details.data || needsLoan;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="repair-title">
      <DialogTitle id="repair-title">{translate('app.repairTechnician.repair.title', { id: order.orderId })}</DialogTitle>
      <DialogContent sx={{ minHeight: 360 }}>
        <Tabs value={tab} onChange={(_event, value: (typeof TABS)[number]) => setTab(value)} variant="scrollable" allowScrollButtonsMobile>
          {TABS.map((key) => <Tab key={key} value={key} label={t(`tabs.${key}`)} />)}
        </Tabs>
        {(details.isPending || general.isPending) && <LinearProgress sx={{ mt: 1 }} />}
        {loadError && <Alert severity="error" sx={{ mt: 2 }}>{serverMessage(loadError)}</Alert>}
        {needsLoan && <LoanPhoneStep orderId={order.orderId} />}
        <Box role="tabpanel" sx={{ pt: 2 }}>
          {tab === 'device' && details.data && <DeviceInfo details={details.data} lineType={order.idLineType} />}
          {tab === 'diagnosis' && general.data && (
            <DiagnosisForm
              draft={draft} onChange={setDraft} generalStates={general.data} outOfWarrantyStates={outOfWarranty.data ?? []}
              doaOrder={details.data?.doa ?? false} problems={problems} today={today}
            />
          )}
          {tab === 'photos' && details.data && (
            <OrderFilesTab details={details.data} kind="Fotos" addLabel={translate('app.repairTechnician.photos.add')} emptyLabel={translate('app.repairTechnician.photos.empty')} />
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('app.repairTechnician.close')}</Button>
        <Button variant="outlined" disabled={blocked} onClick={quote}>{t('quote')}</Button>
        <Button variant="contained" disabled={blocked} onClick={save}>{t('save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
