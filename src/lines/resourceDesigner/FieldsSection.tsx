import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import { addField, fieldErrorCount, moveField, removeField, withField } from './designRules';
import { FieldEditor } from './FieldEditor';
import { errorProps } from './inputProps';
import type { DesignEditorState } from './useDesignEditor';

interface FieldsSectionProps {
  state: DesignEditorState;
  design: ResourceDesign;
  readOnly: boolean;
  resources: readonly string[];
}

/** The fields, one panel each (those with errors open), with Add field at the end. */
export function FieldsSection({ state, design, readOnly, resources }: FieldsSectionProps) {
  const translate = useTranslate();
  const { errors, edit } = state;
  const listError = errorProps(errors, 'fields');
  return (
    <Card variant="outlined" component="section" aria-labelledby="designer-fields">
      <CardHeader id="designer-fields" title={translate('app.designer.fields.title')} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      <CardContent>
        <Stack spacing={1}>
          {design.fields.length === 0 && <Typography color={listError.error ? 'error' : 'text.secondary'}>{listError.helperText ?? translate('app.designer.fields.empty')}</Typography>}
          {design.fields.map((field, index) => (
            <FieldEditor
              key={index}
              field={field}
              index={index}
              count={design.fields.length}
              errors={errors}
              errorCount={fieldErrorCount(errors, index)}
              readOnly={readOnly}
              resources={resources}
              onChange={(patch) => edit(withField(design, index, patch))}
              onRemove={() => edit(removeField(design, index))}
              onMove={(by) => edit(moveField(design, index, by))}
            />
          ))}
          {!readOnly && (
            <div>
              <Button startIcon={<AddIcon />} onClick={() => edit(addField(design))}>{translate('app.designer.fields.add')}</Button>
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
