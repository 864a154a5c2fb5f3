import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ResultColumn } from '../../../contracts/endpoints/reports';
import { WRAP_BETWEEN_WORDS } from '../../shell/theme';
import { Paging } from './Paging';
import { cellText, pageOf, VIEWER_PAGE_SIZE } from './viewerRules';

interface ResultTableProps {
  columns: readonly ResultColumn[];
  rows: readonly Record<string, unknown>[];
  page: number;
  onPage: (page: number) => void;
}

/** The result, 20 rows a page (spec 04 §9), headers = the columns' aliases; it scrolls sideways on a phone. */
export function ResultTable({ columns, rows, page, onPage }: ResultTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const yesNo: [string, string] = [translate('app.reports.yes'), translate('app.reports.no')];
  return (
    <Box>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('app.reports.viewerTitle')} sx={WRAP_BETWEEN_WORDS}>
          <TableHead>
            <TableRow>{columns.map((c) => <TableCell key={c.name} align={c.groupTypesDataId === 3 ? 'right' : 'left'}>{c.alias}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {pageOf(rows, page).map((row, i) => (
              <TableRow key={page * VIEWER_PAGE_SIZE + i}>
                {columns.map((c) => (
                  <TableCell key={c.name} align={c.groupTypesDataId === 3 ? 'right' : 'left'}>{cellText(row[c.name], c.groupTypesDataId, yesNo, locale)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Paging count={rows.length} page={page} pageSize={VIEWER_PAGE_SIZE} onPage={onPage} />
    </Box>
  );
}
