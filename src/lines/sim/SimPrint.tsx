import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { validatePrintSim, type SimPrintInfo } from '../../../contracts/endpoints/sim';
import { SESSION_KEYS } from '../../shell/auth/session';
import type { SimDataProvider } from './calls';
import { ScannerForm, useScannerForm, type ScannerField } from './ScannerForm';
import { SimPrintDialog } from './SimPrintDialog';

const FIELDS: readonly ScannerField<'serial' | 'giftSerial'>[] = [
  { name: 'serial', label: 'app.sim.serial', required: 'app.sim.serialRequired' },
  { name: 'giftSerial', label: 'app.sim.giftSerial', required: 'app.sim.giftRequired' },
];

/** SIM print (spec 01 §2.2): SIM and gift SIM of the session's warehouse; success opens the printable card. */
export function SimPrint() {
  const notify = useNotify();
  const dataProvider = useDataProvider<SimDataProvider>();
  const [info, setInfo] = useState<SimPrintInfo | undefined>();
  const form = useScannerForm(FIELDS, validatePrintSim, async (values) => {
    const codBodega = localStorage.getItem(SESSION_KEYS.codBodega) ?? '';
    if (!codBodega) {
      notify('app.sim.noWarehouse', { type: 'error' });
      return;
    }
    const answer = await dataProvider.validatePrintSim({ codBodega, ...values });
    if (answer.error || !answer.info) notify(answer.error ?? '', { type: 'error', messageArgs: { _: answer.error } });
    else setInfo(answer.info);
  });
  return (
    <ScannerForm title="app.sim.printTitle" action="app.sim.print" fields={FIELDS} form={form}>
      {info && (
        <SimPrintDialog
          info={info}
          onClose={() => setInfo(undefined)}
          onPrinted={() => {
            setInfo(undefined);
            form.scanner.clear();
          }}
        />
      )}
    </ScannerForm>
  );
}
