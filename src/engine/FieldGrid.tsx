import { Box } from '@mui/material';
import { FieldInput } from './FieldInput';
import type { FieldDef } from './types';

/** Inputs in two columns on wide screens (one on phones); full-width fields take a whole row. */
export const FieldGrid = ({ fields }: { fields: FieldDef[] }) => (
  <Box display="grid" gridTemplateColumns={{ xs: '1fr', md: '1fr 1fr' }} columnGap={2} width="100%">
    {fields.map((field) => (
      <Box key={field.source} gridColumn={field.fullWidth ? '1 / -1' : undefined}>
        <FieldInput field={{ ...field, fullWidth: true }} />
      </Box>
    ))}
  </Box>
);
