import { Alert } from '@mui/material';
import { useState } from 'react';
import { useEditContext, useLocaleState, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { RecordsChanged } from '../../../contracts/live';
import { ReloadButton } from '../conflict/ReloadButton';
import { useLiveChanges } from './useLiveResource';

/** "14:05" in the user's language. */
export const timeOf = (at: string, locale: string) => new Date(at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

/**
 * Inside an edit form: when another session changes (or deletes) the record shown, says who and when before the
 * user saves, with Reload, which loads the record as it is now (the form then shows its values). The save's version
 * check (409) stays the last guard for a change that arrives after.
 */
export const LiveChangeNotice = () => {
  const resource = useResourceContext();
  const record = useRecordContext();
  const { refetch } = useEditContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [change, setChange] = useState<RecordsChanged>();
  const [reloading, setReloading] = useState(false);
  useLiveChanges(resource, (event, own) => {
    if (!own && record && event.ids.map(String).includes(String(record.id))) setChange(event);
  });
  if (!change || !record) return null;
  const deleted = change.kind === 'delete';
  const reload = async () => {
    setReloading(true);
    try {
      await refetch?.();
      setChange(undefined);
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ width: '100%', mb: 2, boxSizing: 'border-box' }}
      action={
        deleted ? undefined : (
          <ReloadButton label={translate('app.engine.live.reload')} reloading={reloading} onClick={reload} />
        )
      }
    >
      {translate(deleted ? 'app.engine.live.deleted' : 'app.engine.live.changed', { name: change.by.name, time: timeOf(change.at, locale) })}
    </Alert>
  );
};
