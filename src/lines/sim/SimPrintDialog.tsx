import { Box, Button, Dialog, DialogActions, DialogContent, GlobalStyles, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SimPrintInfo } from '../../../contracts/endpoints/sim';
import { Barcode } from './Barcode';

const CARD_ID = 'sim-print-card';

/** Prints the card alone: everything else hidden, the card at the top left of the page. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${CARD_ID}, #${CARD_ID} *`]: { visibility: 'visible' },
        [`#${CARD_ID}`]: { position: 'fixed', left: 0, top: 0, width: '100%' },
      },
    }}
  />
);

const ROWS = ['name', 'idNumber', 'phone', 'date'] as const;

/** The SIM print modal: both barcodes, name, signature, ID number, phone and date; Print prints, clears and closes. */
export function SimPrintDialog({ info, onPrinted, onClose }: { info: SimPrintInfo; onPrinted: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const print = () => {
    window.print(); // blocks until the print dialog closes
    onPrinted();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      {printStyles}
      <DialogContent>
        <Box id={CARD_ID} sx={{ p: 1 }}>
          <Typography variant="h6" sx={{ mb: 1 }}>{translate('app.sim.card.title')}</Typography>
          {/* each caption above its barcode (the canvas is inline: a block keeps them apart) */}
          <Typography variant="caption" component="p">{translate('app.sim.card.serial')}</Typography>
          <Box><Barcode value={info.serial} testId="barcode-serial" /></Box>
          <Typography variant="caption" component="p" sx={{ mt: 1 }}>{translate('app.sim.card.giftSerial')}</Typography>
          <Box><Barcode value={info.giftSerial} testId="barcode-gift" /></Box>
          {/* on a phone each label sits above its value: side by side the long labels squeeze the values out of the card */}
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.5 }, m: 0, mt: 1 }}>
            {ROWS.map((key) => [
              <Typography key={`${key}-l`} component="dt" sx={{ fontWeight: 600 }}>{translate(`app.sim.card.${key}`)}</Typography>,
              <Typography key={`${key}-v`} component="dd" sx={{ m: 0, mb: { xs: 0.75, sm: 0 }, minWidth: 0, overflowWrap: 'anywhere' }}>{info[key]}</Typography>,
            ])}
          </Box>
          <Box sx={{ mt: 4, borderTop: 1, width: 260, maxWidth: '100%', pt: 0.5 }}>
            <Typography variant="body2">{translate('app.sim.card.signature')}: {info.signature}</Typography>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.sim.close')}</Button>
        <Button variant="contained" onClick={print} autoFocus>{translate('app.sim.print')}</Button>
      </DialogActions>
    </Dialog>
  );
}
