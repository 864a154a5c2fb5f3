import EditIcon from '@mui/icons-material/Edit';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  IconButton, List, ListItem, ListItemText, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, useMediaQuery, type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportListRow } from '../../../contracts/endpoints/reports';

const COLUMNS = ['reportId', 'alias', 'name', 'api', 'connectionString'] as const;

interface ReportRowsProps {
  rows: readonly ReportListRow[];
  onEdit: (row: ReportListRow) => void;
  onColumns: (row: ReportListRow) => void;
}

/** The configured reports: a table (number, alias, name, API, connection string, action); a list on a phone. */
export function ReportRows({ rows, onEdit, onColumns }: ReportRowsProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const actions = (row: ReportListRow) => (
    <>
      <Tooltip title={translate('app.reports.edit')}>
        <IconButton aria-label={`${translate('app.reports.edit')} ${row.name}`} onClick={() => onEdit(row)}><EditIcon /></IconButton>
      </Tooltip>
      <Tooltip title={translate('app.reports.columnsAction')}>
        <IconButton aria-label={`${translate('app.reports.columnsAction')} ${row.name}`} onClick={() => onColumns(row)}><ViewColumnIcon /></IconButton>
      </Tooltip>
    </>
  );
  if (phone) {
    return (
      <List aria-label={translate('app.reports.configTitle')}>
        {rows.map((row) => (
          <ListItem key={row.reportId} divider secondaryAction={actions(row)} sx={{ pr: 13 }}>
            <ListItemText
              primary={`${row.reportId} · ${row.name}`}
              secondary={`${row.alias} · ${row.api} · ${row.connectionString}`}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.reports.configTitle')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => <TableCell key={c}>{translate(`app.reports.fields.${c}`)}</TableCell>)}
            <TableCell align="right">{translate('app.reports.fields.action')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.reportId} hover>
              {COLUMNS.map((c) => <TableCell key={c} sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{row[c]}</TableCell>)}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{actions(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
