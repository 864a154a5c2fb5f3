import { Box, FormControlLabel, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PreviewRow, UploadPreview } from '../../../contracts/endpoints/processUpload';

const ROW_HEIGHT = 37;

/** The cell's message: under its own column, or (for a column the file lacks) under the row number. */
const rowMessagesOutsideColumns = (row: PreviewRow, columns: readonly string[]) =>
  Object.entries(row.errors ?? {}).filter(([column]) => !columns.includes(column));

/**
 * Every row of the preview with its cells; a cell breaking the type's rules is marked and carries its message.
 * Virtualized: only the rows in view are in the page, so 50,000 rows scroll smoothly.
 */
export function PreviewTable({ preview }: { preview: UploadPreview }) {
  const translate = useTranslate();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const rows = useMemo(() => (onlyErrors ? preview.items.filter((r) => r.errors) : preview.items), [preview.items, onlyErrors]);
  const scroller = useRef<HTMLDivElement>(null);
  // initialRect: the first rows render before the container is measured (and where nothing is measured)
  const virtualizer = useVirtualizer({
    count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 10, initialRect: { width: 1000, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const { summary, columns } = preview;
  if (preview.items.length === 0) return <Typography role="status">{translate('app.uploads.noRows')}</Typography>;
  return (
    <Box>
      <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap={1} mb={1}>
        <Typography role="status" data-testid="upload-summary" fontWeight={500}>
          {translate('app.uploads.summary', summary)}
        </Typography>
        {summary.invalid > 0 && (
          <FormControlLabel control={<Switch checked={onlyErrors} onChange={(_, on) => setOnlyErrors(on)} />} label={translate('app.uploads.onlyErrors')} />
        )}
      </Box>
      <TableContainer ref={scroller} sx={{ maxHeight: '60vh', border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0} aria-label={translate('app.uploads.uploadTitle')}>
        <Table size="small" stickyHeader aria-rowcount={rows.length + 1}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.uploads.row')}</TableCell>
              {columns.map((column, i) => <TableCell key={i}>{column}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {top > 0 && <TableRow style={{ height: top }} aria-hidden />}
            {items.map((item) => {
              const row = rows[item.index];
              return (
                <TableRow key={row.row} data-index={item.index} ref={virtualizer.measureElement} aria-rowindex={item.index + 2} data-testid={`preview-row-${row.row}`}>
                  <TableCell>
                    {row.row}
                    {rowMessagesOutsideColumns(row, columns).map(([column, message]) => (
                      <Typography key={column} variant="caption" color="error" display="block">{`${column}: ${message}`}</Typography>
                    ))}
                  </TableCell>
                  {columns.map((column, i) => {
                    const message = row.errors?.[column];
                    return (
                      <TableCell key={i} sx={message ? { bgcolor: 'rgba(211, 47, 47, 0.08)', borderLeft: 2, borderLeftColor: 'error.main' } : undefined} aria-invalid={message ? true : undefined}>
                        {row.cells[i] === null ? '' : String(row.cells[i])}
                        {message && <Typography variant="caption" color="error" display="block" data-testid="cell-error">{message}</Typography>}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
            {bottom > 0 && <TableRow style={{ height: bottom }} aria-hidden />}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
