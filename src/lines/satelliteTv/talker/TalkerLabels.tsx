import { Box, GlobalStyles, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StoreLabels } from '../remissionCalls';

const COUNTS = ['one', 'two', 'three'] as const;

/**
 * The store's labels on screen (spec 02 §2.8): per location the material, location, quantity and three blank count
 * boxes. The print stylesheet leaves only the labels: A4 portrait, 1 cm margins, two columns of 9.25 × 6.4 cm labels,
 * none cut by a page break.
 */
export function TalkerLabels({ data }: { data: StoreLabels }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.satelliteTv.talker.${key}`);
  return (
    <>
      <GlobalStyles styles={{
        '@page': { size: 'A4 portrait', margin: '1cm' },
        '@media print': {
          'body *': { visibility: 'hidden' },
          '#stv-talker-labels, #stv-talker-labels *': { visibility: 'visible' },
          '#stv-talker-labels': { position: 'absolute', left: 0, top: 0, width: '19cm' },
        },
      }} />
      <Box id="stv-talker-labels" aria-label={`${data.store.cod_manual} ${data.store.bodega}`}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 9.25cm)' }, gap: '0.5cm', '@media print': { gridTemplateColumns: 'repeat(2, 9.25cm)' } }}>
        {data.labels.map((label) => (
          <Box key={`${label.ubicacion}-${label.parte}`} component="article" aria-label={label.ubicacion}
            sx={{ border: '1px solid #333', bgcolor: '#fff', color: '#000', p: '0.3cm', minHeight: '6.4cm', breakInside: 'avoid', display: 'flex', flexDirection: 'column' }}>
            <Typography sx={{ fontSize: 11, fontWeight: 700 }}>{t('material').toUpperCase()}</Typography>
            <Typography sx={{ fontSize: 20, fontWeight: 700, lineHeight: 1.2 }}>{label.parte}</Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', mt: 1 }}>
              <Typography sx={{ fontSize: 11, fontWeight: 700 }}>{t('location').toUpperCase()}</Typography>
              <Typography sx={{ fontSize: 11, fontWeight: 700 }}>{t('quantity').toUpperCase()}</Typography>
              <Typography sx={{ fontSize: 22, fontWeight: 700 }}>{label.ubicacion}</Typography>
              <Typography sx={{ fontSize: 22, fontWeight: 700 }}>{label.cantidad}</Typography>
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '0.2cm', mt: 'auto', pt: 1 }}>
              {COUNTS.map((count) => (
                <Box key={count} sx={{ textAlign: 'center' }}>
                  <Typography sx={{ fontSize: 10, fontWeight: 700 }}>{t(`counts.${count}`)}</Typography>
                  <Box sx={{ border: '1px solid #333', height: '1.4cm' }} />
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}
