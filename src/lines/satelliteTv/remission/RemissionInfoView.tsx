import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RemissionInfo } from '../remissionCalls';

/**
 * What the info modal shows (spec 02 §2.6): the warehouse name prefixed with D-, address, phone, service DIRECTV,
 * the client text, carrier and plate (and the date and observation).
 */
export function RemissionInfoView({ info }: { info: RemissionInfo }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.satelliteTv.remission.${key}`);
  const fields: [string, string][] = [
    [t('warehouse'), `D-${info.nombre_bodega}`], [t('address'), info.direccion], [t('phone'), info.telefono], [t('service'), 'DIRECTV'],
    [t('client'), t('clientText')], [t('carrier'), info.transportadora], [t('plate'), info.placa], [t('date'), info.fechaCreacion.replace('T', ' ')],
    [t('observation'), info.observacion || '—'],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
      {fields.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">{label}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
