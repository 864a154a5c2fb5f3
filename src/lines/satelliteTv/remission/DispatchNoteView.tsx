import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { DispatchNoteLabels } from '../print/dispatchNotePdf';
import type { RemissionInfo, RemissionReportRow } from '../remissionCalls';
import { DISPATCH_NOTE_PAGE_PX, DISPATCH_NOTE_TITLE, pageLabel, pagesOf, totalBoxes } from './dispatchNote';

const COLUMNS = ['documentoFinalTransporte', 'envio', 'destino', 'direccion', 'cajas'] as const;

/**
 * The dispatch note on screen (spec 02 §2.7): the same pages as the PDF (800 × 1100 px, 15 rows, "1 / N"), zoomed
 * out on narrow screens; printed as they are.
 */
export function DispatchNoteView({ info, rows, labels }: { info: RemissionInfo; rows: readonly RemissionReportRow[]; labels: DispatchNoteLabels }) {
  const pages = pagesOf(rows);
  const header: [string, string][] = [
    [labels.date, info.fechaCreacion.replace('T', ' ')], [labels.carrier, info.transportadora], [labels.plate, info.placa],
    [labels.warehouse, `D-${info.nombre_bodega}`], [labels.address, info.direccion], [labels.phone, info.telefono],
    [labels.service, 'DIRECTV'], [labels.client, 'DIRECTV COLOMBIA LTDA'], [labels.observation, info.observacion || '—'],
  ];
  return (
    <Box sx={{ zoom: { xs: 0.42, sm: 0.7, md: 1 } }}>
      {pages.map((page, index) => (
        <Box
          key={index} component="section" aria-label={pageLabel(index, pages.length)}
          sx={{
            width: DISPATCH_NOTE_PAGE_PX.width, minHeight: DISPATCH_NOTE_PAGE_PX.height, p: 6, mb: 2, mx: 'auto', bgcolor: '#fff', color: '#000',
            boxShadow: 2, display: 'flex', flexDirection: 'column', breakAfter: 'page', '@media print': { boxShadow: 'none', mb: 0 },
          }}
        >
          <Typography component="h2" sx={{ fontSize: 26, fontWeight: 700, textAlign: 'center' }}>{DISPATCH_NOTE_TITLE}</Typography>
          <Typography sx={{ fontSize: 17, fontWeight: 700, textAlign: 'center', mb: 2 }}>{labels.remission} {info.remisionNo}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 3, rowGap: 0.5, mb: 2 }}>
            {header.map(([label, value]) => (
              <Typography key={label} sx={{ fontSize: 14, gridColumn: label === labels.observation ? '1 / -1' : undefined }}><b>{label}:</b> {value}</Typography>
            ))}
          </Box>
          <Table size="small" sx={{ '& td, & th': { color: '#000', borderColor: '#bbb', fontSize: 13 } }}>
            <TableHead sx={{ bgcolor: '#e6e6e6' }}><TableRow>{COLUMNS.map((c) => <TableCell key={c} sx={{ fontWeight: 700 }}>{labels.columns[c]}</TableCell>)}</TableRow></TableHead>
            <TableBody>
              {page.map((row) => <TableRow key={row.envio}>{COLUMNS.map((c) => <TableCell key={c}>{row[c]}</TableCell>)}</TableRow>)}
            </TableBody>
          </Table>
          {index === pages.length - 1 && (
            <>
              <Typography sx={{ fontSize: 16, fontWeight: 700, textAlign: 'right', mt: 3 }}>{labels.totalBoxes}: {totalBoxes(rows)}</Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4, mt: 'auto', pt: 10 }}>
                {[labels.deliveredBy, labels.carrierSignature, labels.receivedBy].map((label) => (
                  <Typography key={label} sx={{ borderTop: '1px solid #333', pt: 1, textAlign: 'center', fontSize: 13 }}>{label}</Typography>
                ))}
              </Box>
            </>
          )}
          <Typography sx={{ textAlign: 'center', fontSize: 13, mt: index === pages.length - 1 ? 3 : 'auto' }}>{pageLabel(index, pages.length)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
