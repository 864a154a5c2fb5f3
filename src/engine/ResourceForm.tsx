import CloseIcon from '@mui/icons-material/Close';
import { Box } from '@mui/material';
import { Button, DeleteButton, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { ConflictNotice } from './conflict/ConflictNotice';
import { LiveChangeNotice } from './live/LiveChangeNotice';
import { FieldGrid } from './FieldGrid';
import { RecheckComparedFields } from './form/RecheckComparedFields';
import { defaultValuesOf, fieldLabel, findField, formFieldsFor } from './fieldRules';
import { listPath } from './paths';
import { RestoreFailedSave } from './saving/RestoreFailedSave';
import { useFormSave } from './saving/useFormSave';
import { FieldTabs } from './tabs/FieldTabs';
import { ReportFormErrors } from './tabs/formErrorsReport';
import { formTabsOf } from './tabs/formTabs';
import { isDeleteRefused, RefusedDelete } from './RowButtons';
import { noticeOf } from './rowRules';
import type { ResourceDef } from './types';
import { useResourceDef } from './useResourceDef';

const canDelete = (def: ResourceDef) => !def.endpoints || Boolean(def.endpoints.delete);

interface ResourceFormProps {
  isNew: boolean;
  /** in a dialog: a Cancel button, and a delete that closes the dialog instead of leaving the page */
  onCancel?: () => void;
  onDeleted?: () => void;
}

const FormToolbar = ({ def, isNew, onCancel, onDeleted }: ResourceFormProps & { def: ResourceDef }) => (
  <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
    <Box display="flex" gap={1}>
      {/* a new record can be submitted at once, to see what it still needs; an edit waits for a change */}
      <SaveButton alwaysEnable={isNew} />
      {/* react-admin's Button keeps only its icon on phones: without one, Cancel would vanish there */}
      {onCancel && (
        <Button label="ra.action.cancel" onClick={onCancel} size="medium">
          <CloseIcon />
        </Button>
      )}
    </Box>
    {!isNew && canDelete(def) && <FormDelete def={def} onDeleted={onDeleted} />}
  </Toolbar>
);

/** The form's Delete: disabled with its reason for a record the metadata refuses, the resource's notice after. */
const FormDelete = ({ def, onDeleted }: { def: ResourceDef; onDeleted?: () => void }) => {
  const record = useRecordContext();
  if (isDeleteRefused(def, record)) return <RefusedDelete def={def} record={record} />;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={onDeleted ? false : listPath(def)}
      successMessage={noticeOf(def, 'deleted')}
      mutationOptions={onDeleted ? { onSuccess: onDeleted } : undefined}
    />
  );
};

/**
 * The create/edit form of a resource: one input per field, defaults and validation from the metadata; a tabbed
 * form when its fields name tabs.
 */
export const ResourceForm = ({ isNew, onCancel, onDeleted }: ResourceFormProps) => {
  const def = useResourceDef();
  const fields = formFieldsFor(def, isNew);
  const tabs = formTabsOf(fields);
  const sources = fields.map((field) => field.source);
  const { onSubmit, failureKey, failure } = useFormSave(def.name, isNew, sources);
  return (
    <SimpleForm
      onSubmit={onSubmit}
      defaultValues={isNew ? defaultValuesOf(def) : undefined}
      toolbar={<FormToolbar def={def} isNew={isNew} onCancel={onCancel} onDeleted={onDeleted} />}
      warnWhenUnsavedChanges={!onCancel}
      mode="onTouched"
      reValidateMode="onChange"
    >
      {/* another session changed the record shown: said before the save, with Reload (issue 36) */}
      {!isNew && <LiveChangeNotice />}
      {failureKey && <ConflictNotice failureKey={failureKey} failure={failure} labelOf={(source) => fieldLabel(def, findField(def, source) ?? { source })} />}
      <ReportFormErrors fields={fields} />
      <RecheckComparedFields fields={fields} />
      {failureKey && <RestoreFailedSave failureKey={failureKey} failure={failure} sources={sources} />}
      {tabs ? <FieldTabs tabs={tabs} /> : <FieldGrid fields={fields} />}
    </SimpleForm>
  );
};
