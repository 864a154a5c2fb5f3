import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { SimPrintInfo } from '../../../contracts/endpoints/sim';
import { SESSION_KEYS } from '../../auth/session';
import type { SimDataProvider } from './calls';
import { SimPrintDialog } from './SimPrintDialog';
import { useScannerFields } from './useScannerFields';

const FIELDS = ['serial', 'giftSerial'] as const;
const LABELS = { serial: 'app.sim.serial', giftSerial: 'app.sim.giftSerial' } as const;
const REQUIRED = { serial: 'app.sim.serialRequired', giftSerial: 'app.sim.giftRequired' } as const;

/** SIM print (spec 01 §2.2): SIM and gift SIM of the session's warehouse; success opens the printable card. */
export function SimPrint() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SimDataProvider>();
  const [info, setInfo] = useState<SimPrintInfo | undefined>();
  const [sending, setSending] = useState(false);
  const scanner = useScannerFields(FIELDS, async (values) => {
    const empty = FIELDS.find((name) => values[name] === '');
    if (empty) {
      notify(REQUIRED[empty], { type: 'error' });
      scanner.focus(empty);
      return;
    }
    const codBodega = localStorage.getItem(SESSION_KEYS.codBodega) ?? '';
    if (!codBodega) {
      notify('app.sim.noWarehouse', { type: 'error' });
      return;
    }
    setSending(true);
    try {
      const answer = await dataProvider.validatePrintSim({ codBodega, ...values });
      if (answer.error || !answer.info) notify(answer.error ?? '', { type: 'error', messageArgs: { _: answer.error } });
      else setInfo(answer.info);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 560 }}>
      <Title title={translate('app.sim.printTitle')} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="body2" color="text.secondary">{translate('app.sim.hint')}</Typography>
        {FIELDS.map((name, i) => (
          <TextField key={name} {...scanner.field(name)} name={name} label={translate(LABELS[name])} fullWidth margin="normal" autoComplete="off" autoFocus={i === 0} />
        ))}
        <Button variant="contained" onClick={() => void scanner.send()} disabled={sending} sx={{ mt: 1 }}>{translate('app.sim.print')}</Button>
      </Paper>
      {info && (
        <SimPrintDialog
          info={info}
          onClose={() => setInfo(undefined)}
          onPrinted={() => {
            setInfo(undefined);
            scanner.clear();
          }}
        />
      )}
    </Box>
  );
}
