import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { OrderDetails } from '../calls';

/** The repair modal's first tab: the device, its faults and the loan device (or "Sin Prestamo"). */
export function DeviceInfo({ details, lineType }: { details: OrderDetails; lineType?: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`app.repairTechnician.device.${key}`);
  const yes = (value: boolean) => t(value ? 'yes' : 'no');
  const purchase = new Date(`${details.purchaseDate}T00:00:00`);
  const accessories = Object.entries(details.accessories).filter(([, has]) => has).map(([name]) => t(`accessory.${name}`)).join(', ');
  const rows: [string, string][] = [
    ['client', details.clientName],
    ['brand', details.brand],
    ['model', details.model],
    ['imei', details.imei],
    ...(lineType === undefined ? [] : [['lineType', String(lineType)] as [string, string]]),
    ['purchaseDate', Number.isNaN(purchase.getTime()) ? details.purchaseDate : purchase.toLocaleDateString(locale)],
    ['warranty', yes(details.warranty)],
    ['doa', yes(details.doa)],
    ['reentry', yes(details.reentry)],
    ['faults', [details.foulType, details.foulType2].filter(Boolean).join(' · ')],
    ['observation', details.observationOrder],
    ['accessories', accessories || '—'],
    ['loanDevice', details.imeiLoanDevice ?? t('noLoan')],
  ];
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([key, value]) => (
          <TableRow key={key} data-field={key}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>{t(key)}</TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
