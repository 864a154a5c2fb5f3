import { useTranslate } from 'react-admin';
import type { DispatchNoteLabels } from '../print/dispatchNotePdf';

/** The dispatch note's labels in the console's language (screen and PDF say the same). */
export function useNoteLabels(): DispatchNoteLabels {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.satelliteTv.remission.${key}`);
  return {
    remission: t('number'), date: t('date'), carrier: t('carrier'), plate: t('plate'), warehouse: t('warehouse'), address: t('address'),
    phone: t('phone'), observation: t('observation'), service: t('service'), client: t('client'),
    columns: {
      documentoFinalTransporte: t('lineColumns.documentoFinalTransporte'), envio: t('lineColumns.envio'), destino: t('lineColumns.destino'),
      direccion: t('lineColumns.direccion'), cajas: t('lineColumns.cajas'),
    },
    totalBoxes: t('totalBoxes'), deliveredBy: t('deliveredBy'), carrierSignature: t('carrierSignature'), receivedBy: t('receivedBy'),
  };
}
