import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import type { ReportParameter } from '../../../contracts/endpoints/reports';
import type { ParameterInput } from './viewerRules';

interface ParameterFieldsProps {
  parameters: readonly ReportParameter[];
  values: Record<string, ParameterInput>;
  onChange: (column: string, value: ParameterInput) => void;
}

/** A report's parameters as typed inputs: text, number, date, switch (types 1-4). */
export function ParameterFields({ parameters, values, onChange }: ParameterFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {parameters.map((p) =>
        p.type === 4 ? (
          <FormControlLabel
            key={p.column}
            label={p.alias}
            control={<Switch checked={values[p.column] === true} onChange={(e) => onChange(p.column, e.target.checked)} />}
          />
        ) : (
          <TextField
            key={p.column}
            label={p.alias}
            size="small"
            type={p.type === 2 ? 'number' : p.type === 3 ? 'date' : 'text'}
            value={values[p.column] ?? ''}
            onChange={(e) => onChange(p.column, e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
          />
        ),
      )}
    </Stack>
  );
}
