import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { SimDataProvider } from './calls';
import { useScannerFields } from './useScannerFields';

const FIELDS = ['movement', 'giftSerial', 'serial'] as const;
const LABELS = { movement: 'app.sim.order', giftSerial: 'app.sim.giftSerial', serial: 'app.sim.serial' } as const;
const REQUIRED = { movement: 'app.sim.orderRequired', giftSerial: 'app.sim.giftRequired', serial: 'app.sim.serialRequired' } as const;

/** SIM validation (spec 01 §2.2): order, gift SIM and SIM; success clears them and goes back to the order. */
export function SimValidation() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SimDataProvider>();
  const [sending, setSending] = useState(false);
  const scanner = useScannerFields(FIELDS, async (values) => {
    const empty = FIELDS.find((name) => values[name] === '');
    if (empty) {
      notify(REQUIRED[empty], { type: 'error' });
      scanner.focus(empty);
      return;
    }
    setSending(true);
    try {
      const answer = await dataProvider.validateSim(values);
      if (answer.error) notify(answer.error, { type: 'error', messageArgs: { _: answer.error } });
      else {
        notify(answer.mensaje ?? '', { type: 'success', messageArgs: { _: answer.mensaje } });
        scanner.clear();
      }
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 560 }}>
      <Title title={translate('app.sim.validationTitle')} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="body2" color="text.secondary">{translate('app.sim.hint')}</Typography>
        {FIELDS.map((name, i) => (
          <TextField key={name} {...scanner.field(name)} name={name} label={translate(LABELS[name])} fullWidth margin="normal" autoComplete="off" autoFocus={i === 0} />
        ))}
        <Button variant="contained" onClick={() => void scanner.send()} disabled={sending} sx={{ mt: 1 }}>{translate('app.sim.validate')}</Button>
      </Paper>
    </Box>
  );
}
