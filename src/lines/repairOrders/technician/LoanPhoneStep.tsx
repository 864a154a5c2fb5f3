import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { lendDevice } from '../../../../contracts/endpoints/repairBackOffice';
import { useCallAllowed } from '../../../shell/auth/useCallAllowed';
import { serverMessage, useOrderAction } from '../useOrderAction';
import { orderDetailsKey } from '../useOrderDetails';
import type { TechnicianDataProvider } from './calls';
import { signedInUser } from './techRules';

/**
 * Line type 2 needs a loan phone before the repair (spec 04 §4): the phones free now, and Assign
 * (OrderWom/loanDevice). Until one is lent the repair modal does not save. A user the server's policy refuses the
 * lending (W on the workshop or the loan phones: contracts/policy.ts) is told so, with no phones and no Assign.
 */
export function LoanPhoneStep({ orderId }: { orderId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<TechnicianDataProvider>();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number | ''>('');
  const canLend = useCallAllowed(lendDevice);
  const phones = useQuery({
    queryKey: ['repairTechnician', 'loanPhones'], queryFn: () => dataProvider.loanPhonesAvailable({ idUser: signedInUser() }), enabled: canLend,
  });
  const { run, running } = useOrderAction(() => {
    void queryClient.invalidateQueries({ queryKey: orderDetailsKey(orderId) });
    void queryClient.invalidateQueries({ queryKey: ['repairTechnician', 'loanPhones'] });
  });
  const t = (key: string) => translate(`app.repairTechnician.loan.${key}`);
  const lend = () => void run(async () => {
    const answer = await dataProvider.lendLoanPhone({ idOrder: orderId, idLoanDevice: Number(chosen) }, { orderId, tech: signedInUser() });
    // the lending call answers no message of its own: say which phone was lent
    return { ...answer, message: answer.message || translate('app.repairTechnician.loan.assigned', { imei: answer.data.imei }) };
  });

  return (
    <Alert severity="info" sx={{ mt: 2, '& .MuiAlert-message': { width: '100%' } }} data-testid="loan-step">
      {t('needed')}
      {!canLend && <Box sx={{ mt: 1 }} data-testid="loan-not-allowed">{t('notAllowed')}</Box>}
      {phones.isError && <Box sx={{ mt: 1, color: 'error.main' }}>{serverMessage(phones.error)}</Box>}
      {phones.data && phones.data.length === 0 && <Box sx={{ mt: 1 }}>{t('none')}</Box>}
      {phones.data && phones.data.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField select size="small" label={t('phone')} value={chosen} onChange={(event) => setChosen(Number(event.target.value))} sx={{ minWidth: 260, flex: 1 }}>
            {phones.data.map((phone) => <MenuItem key={phone.id} value={phone.id}>{`${phone.brand} ${phone.model} · ${phone.imei}`}</MenuItem>)}
          </TextField>
          <Button variant="contained" disabled={chosen === '' || running} onClick={lend}>{t('assign')}</Button>
        </Box>
      )}
    </Alert>
  );
}
