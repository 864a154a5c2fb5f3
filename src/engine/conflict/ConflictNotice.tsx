import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useState } from 'react';
import { useEditContext, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { clearFailedSave, updateFailedSave, type FailedSave } from '../saving/failedSaves';
import { changedValues } from '../saving/saveErrors';
import { ReloadButton } from './ReloadButton';

interface ConflictNoticeProps {
  failureKey: string;
  failure: FailedSave | undefined;
}

/**
 * Inside an edit form whose save was refused because someone else saved the record first (409, contracts §B):
 * the server's message (who, when), and "Reload", which loads the record as it is now while the fields the
 * user changed keep their values (RestoreFailedSave puts them back over it). Then the user decides: save their
 * changes over the current record, or discard them.
 */
export const ConflictNotice = ({ failureKey, failure }: ConflictNoticeProps) => {
  const translate = useTranslate();
  const { refetch } = useEditContext();
  const record = useRecordContext();
  const { getValues, reset } = useFormContext();
  const [reloading, setReloading] = useState(false);
  const conflict = failure?.conflict;
  if (!conflict) return null;

  const reload = async () => {
    // what the user has typed by now, including after the refusal, is what goes back over the current record
    updateFailedSave(failureKey, { changes: changedValues(getValues(), record) });
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
      sx={{ width: '100%', mb: 2, boxSizing: 'border-box' }}
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
            <ReloadButton label={translate('app.engine.conflict.reload')} reloading={reloading} onClick={reload} />
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
    </Alert>
  );
};
