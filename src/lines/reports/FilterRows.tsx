import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import { Button, Checkbox, FormControlLabel, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportColumn, ReportFilter } from '../../../contracts/endpoints/reports';
import { FILTER_SIGNS } from '../../../contracts/reportConstants';

export type FilterRow = Required<Pick<ReportFilter, 'column' | 'sign' | 'value' | 'join'>>;
export const emptyFilter = (): FilterRow => ({ column: '', sign: '', value: '', join: 'And' });

interface FilterRowsProps {
  columns: readonly ReportColumn[];
  rows: FilterRow[];
  apply: boolean;
  /** the row a rule failed on, shown in error */
  errorRow?: number;
  onChange: (rows: FilterRow[], apply: boolean) => void;
}

/** Filter rows: column (the report's filter columns), sign (= > < != like), value; rows after the first join by And or Or. */
export function FilterRows({ columns, rows, apply, errorRow, onChange }: FilterRowsProps) {
  const translate = useTranslate();
  const set = (i: number, patch: Partial<FilterRow>) => onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)), apply);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          label={translate('app.reports.applyFilter')}
          control={<Checkbox checked={apply} onChange={(e) => onChange(rows, e.target.checked)} />}
        />
        <Button startIcon={<AddIcon />} onClick={() => onChange([...rows, emptyFilter()], true)}>{translate('app.reports.addFilter')}</Button>
      </Stack>
      {rows.map((row, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }} role="group" aria-label={`${translate('app.reports.filters')} ${i + 1}`}>
          {i > 0 && (
            <TextField select size="small" label={translate('app.reports.join')} value={row.join} onChange={(e) => set(i, { join: e.target.value as FilterRow['join'] })} sx={{ minWidth: 90 }}>
              <MenuItem value="And">{translate('app.reports.and')}</MenuItem>
              <MenuItem value="Or">{translate('app.reports.or')}</MenuItem>
            </TextField>
          )}
          <TextField select size="small" label={translate('app.reports.fields.column')} value={row.column} error={errorRow === i && !row.column} onChange={(e) => set(i, { column: e.target.value })} sx={{ minWidth: 160 }}>
            {columns.map((c) => <MenuItem key={c.name} value={c.name}>{c.alias}</MenuItem>)}
          </TextField>
          <TextField select size="small" label={translate('app.reports.sign')} value={row.sign} error={errorRow === i && !row.sign} onChange={(e) => set(i, { sign: e.target.value })} sx={{ minWidth: 90 }}>
            {FILTER_SIGNS.map((s) => <MenuItem key={s} value={s}>{s}</MenuItem>)}
          </TextField>
          <TextField size="small" label={translate('app.reports.value')} value={row.value} error={errorRow === i} onChange={(e) => set(i, { value: e.target.value })} />
          <IconButton aria-label={translate('app.reports.remove')} onClick={() => onChange(rows.filter((_r, j) => j !== i), apply)}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
    </Stack>
  );
}
