import { useDataProvider, useNotify } from 'react-admin';
import { validateSim } from '../../../contracts/endpoints/sim';
import type { SimDataProvider } from './calls';
import { ScannerForm, useScannerForm, type ScannerField } from './ScannerForm';

const FIELDS: readonly ScannerField<'movement' | 'giftSerial' | 'serial'>[] = [
  { name: 'movement', label: 'app.sim.order', required: 'app.sim.orderRequired' },
  { name: 'giftSerial', label: 'app.sim.giftSerial', required: 'app.sim.giftRequired' },
  { name: 'serial', label: 'app.sim.serial', required: 'app.sim.serialRequired' },
];

/** SIM validation (spec 01 §2.2): order, gift SIM and SIM; success clears them and goes back to the order. */
export function SimValidation() {
  const notify = useNotify();
  const dataProvider = useDataProvider<SimDataProvider>();
  const form = useScannerForm(FIELDS, validateSim, async (values) => {
    const answer = await dataProvider.validateSim(values);
    if (answer.error) notify(answer.error, { type: 'error', messageArgs: { _: answer.error } });
    else {
      notify(answer.mensaje ?? '', { type: 'success', messageArgs: { _: answer.mensaje } });
      form.scanner.clear();
    }
  });
  return <ScannerForm title="app.sim.validationTitle" action="app.sim.validate" fields={FIELDS} form={form} />;
}
