import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ReportResult } from '../../../contracts/endpoints/reports';
import { cellText } from './viewerRules';

/** What "Test" answered: the first rows, or the engine's error. */
export function ScriptTestResult({ result, error }: { result?: ReportResult; error?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (error) return <Alert severity="error" role="alert" data-testid="script-test">{error}</Alert>;
  if (!result) return null;
  const yesNo: [string, string] = [translate('app.reports.yes'), translate('app.reports.no')];
  return (
    <Box data-testid="script-test" sx={{ overflowX: 'auto' }}>
      <Typography variant="caption" color="text.secondary">
        {translate(result.rows.length ? 'app.reports.testRows' : 'app.reports.testNoRows', { count: result.rows.length })}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>{result.columns.map((c) => <TableCell key={c.name}>{c.name}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {result.rows.map((row, i) => (
            <TableRow key={i}>{result.columns.map((c) => <TableCell key={c.name}>{cellText(row[c.name], c.groupTypesDataId, yesNo, locale)}</TableCell>)}</TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
