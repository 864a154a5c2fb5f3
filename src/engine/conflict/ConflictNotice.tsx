import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useMemo, useState } from 'react';
import { useEditContext, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { clearFailedSave, updateFailedSave, type FailedSave } from '../saving/failedSaves';
import { changedValues } from '../saving/saveErrors';
import { conflictSummary } from '../offline/mergeRules';
import { ConflictFields } from './ConflictFields';
import { ReloadButton } from './ReloadButton';

interface ConflictNoticeProps {
  failureKey: string;
  failure: FailedSave | undefined;
  /** an input's label (a translation key), for the fields the notice names */
  labelOf: (source: string) => string;
}

/**
 * Inside an edit form whose save was refused because someone else saved the record first (409, contracts §B):
 * the server's message (who, when), and "Reload", which loads the record as it is now while the fields the
 * user changed keep their values (RestoreFailedSave puts them back over it). Then the user decides: save their
 * changes over the current record, or discard them.
 */
export const ConflictNotice = ({ failureKey, failure, labelOf }: ConflictNoticeProps) => {
  const translate = useTranslate();
  const { refetch } = useEditContext();
  const record = useRecordContext();
  const { getValues, reset } = useFormContext();
  const [reloading, setReloading] = useState(false);
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>({});
  const conflict = failure?.conflict;
  // what the server says changed since the form was loaded (issue 51), merged with what the user changed: shown before
  // the reload, while the form's record is still the one the user started from
  const merged = useMemo(
    () => (conflict && !conflict.reloaded && record ? conflictSummary(record, conflict, failure?.changes ?? changedValues(getValues(), record)) : undefined),
    // the record is the one loaded when the save was refused; the user's changes as they were then
    [conflict, record],
  );
  if (!conflict) return null;
  const undecided = merged?.merge.conflicts.some(({ field }) => !choices[field]) ?? false;

  const reload = async () => {
    // what the user has typed by now, including after the refusal, is what goes back over the current record, but
    // for a field both changed where the user kept the other person's value
    const changes = changedValues(getValues(), record);
    for (const [field, choice] of Object.entries(choices)) if (choice === 'theirs') delete changes[field];
    updateFailedSave(failureKey, { changes });
    setReloading(true);
    try {
      await refetch?.();
      updateFailedSave(failureKey, { conflict: { ...conflict, reloaded: true } });
    } finally {
      setReloading(false);
    }
  };
  const discard = () => {
    clearFailedSave(failureKey);
    // the form's defaults are the record as just reloaded
    reset();
  };

  return (
    <Alert
      severity={conflict.reloaded ? 'info' : 'warning'}
      sx={{
        width: '100%', mb: 2, boxSizing: 'border-box',
        // on a phone the buttons go under the text, whole, instead of squeezing beside it
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: { xs: '1 1 calc(100% - 48px)', sm: '1 1 auto' }, minWidth: 0 },
        '& .MuiAlert-action': { flexShrink: 0, ml: 'auto', pl: { xs: 0, sm: 2 }, pt: { xs: 0, sm: 0.5 } },
      }}
      action={
        <Box display="flex" gap={1} flexWrap="wrap" justifyContent="flex-end">
          {conflict.reloaded ? (
            <>
              <Button color="inherit" size="small" onClick={discard}>
                {translate('app.engine.conflict.discard')}
              </Button>
              <Button color="inherit" size="small" onClick={() => clearFailedSave(failureKey)}>
                {translate('app.engine.conflict.dismiss')}
              </Button>
            </>
          ) : (
            <ReloadButton label={translate('app.engine.conflict.reload')} reloading={reloading} onClick={reload} disabled={undecided} />
          )}
        </Box>
      }
    >
      <AlertTitle>{translate('app.engine.conflict.title')}</AlertTitle>
      {reloading
        ? translate('app.engine.conflict.reloading')
        : conflict.reloaded
          ? translate('app.engine.conflict.reloaded')
          : translate(conflict.message, { _: conflict.message })}
      {merged && !reloading && (merged.theirsOnly.length > 0 || merged.merge.conflicts.length > 0) && (
        <>
          <ConflictFields
            merge={merged.merge}
            theirsOnly={merged.theirsOnly}
            labelOf={labelOf}
            choices={choices}
            onChoose={(field, choice) => setChoices((now) => ({ ...now, [field]: choice }))}
          />
          {undecided && <Box sx={{ mt: 1 }}>{translate('app.engine.conflict.choose')}</Box>}
        </>
      )}
    </Alert>
  );
};
