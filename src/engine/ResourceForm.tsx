import { DeleteButton, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { Box } from '@mui/material';
import { FieldInput } from './FieldInput';
import { defaultValuesOf, formFields } from './fieldRules';
import { listPath } from './paths';
import type { ResourceDef } from './types';
import { useResourceDef } from './useResourceDef';

const canDelete = (def: ResourceDef) => !def.endpoints || Boolean(def.endpoints.delete);

const FormToolbar = ({ def, isNew }: { def: ResourceDef; isNew: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    {/* a new record can be submitted at once, to see what it still needs; an edit waits for a change */}
    <SaveButton alwaysEnable={isNew} />
    {!isNew && canDelete(def) && <DeleteButton mutationMode="pessimistic" redirect={listPath(def)} />}
  </Toolbar>
);

/** The create/edit form of a resource: one input per field, defaults and validation from the metadata. */
export const ResourceForm = ({ isNew }: { isNew: boolean }) => {
  const def = useResourceDef();
  return (
    <SimpleForm
      defaultValues={isNew ? defaultValuesOf(def) : undefined}
      toolbar={<FormToolbar def={def} isNew={isNew} />}
      warnWhenUnsavedChanges
      mode="onTouched"
      reValidateMode="onChange"
    >
      <Box display="grid" gridTemplateColumns={{ xs: '1fr', md: '1fr 1fr' }} columnGap={2} width="100%">
        {formFields(def).map((field) => (
          <Box key={field.source} gridColumn={field.fullWidth ? '1 / -1' : undefined}>
            <FieldInput field={{ ...field, fullWidth: true }} />
          </Box>
        ))}
      </Box>
    </SimpleForm>
  );
};
