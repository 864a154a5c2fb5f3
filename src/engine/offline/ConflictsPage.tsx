import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { shortDate } from '../../../contracts/dates';
import { ConflictFields, shown } from '../conflict/ConflictFields';
import { useDefinitions } from '../useResourceDef';
import { fieldLabel, findField } from '../fieldRules';
import { editPath } from '../paths';
import { errorMessage } from '../saving/saveErrors';
import { useOfflineSupport, useQueuedWrites, type OfflineSupport } from './offlineSupport';
import { WaitingWrites } from './WaitingWrites';
import { useOnline } from './useOnline';
import { applySetAside, sendAgain } from './replayMerge';
import { isSetAside, type SetAsideWrite } from './queuedWrites';
import { useSetAsideWrites } from './setAsideStore';
import { useOfflineMessages } from './useOfflineMessages';

/**
 * Apply, send again and discard of one set-aside write: the server's word goes back into the list (applied and gone,
 * or set aside again, merged over what changed once more).
 */
const useSetAsideActions = (support: OfflineSupport | undefined) => {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const settle = async (write: SetAsideWrite, send: () => Promise<unknown>) => {
    try {
      await send();
      support?.setAside.remove(write.key);
      void queryClient.invalidateQueries({ queryKey: [write.call ? write.call.line : write.resource] });
      notify('app.engine.offline.applied', { type: 'info' });
    } catch (error) {
      if (isSetAside(error)) support?.setAside.replace({ ...error.setAside, key: write.key });
      else notify(errorMessage(error), { type: 'error', messageArgs: { _: errorMessage(error) } });
    }
  };
  return {
    apply: (write: SetAsideWrite, choices: Record<string, 'mine' | 'theirs'>) => settle(write, () => applySetAside(dataProvider, write, choices)),
    /** a refused write sent again (the session had expired, or what refused it has changed) */
    retry: (write: SetAsideWrite) => settle(write, () => sendAgain(dataProvider as never, write)),
    discard: (write: SetAsideWrite) => support?.setAside.remove(write.key),
  };
};

const SetAsideCard = ({ write, actions }: { write: SetAsideWrite; actions: ReturnType<typeof useSetAsideActions> }) => {
  const translate = useTranslate();
  const online = useOnline();
  const def = useDefinitions().get(write.resource);
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const labelOf = (field: string) => (def ? fieldLabel(def, findField(def, field) ?? { source: field }) : field);
  const label = (field: string) => translate(labelOf(field), { _: field });
  const name = translate(`resources.${write.resource}.name`, { smart_count: 1, _: write.resource });
  const represented = def && write.base[def.recordRepresentation];
  const conflicts = write.conflicts ?? [];
  const chosen = conflicts.every(({ field }) => choices[field]);
  const busyWhile = async (action: () => Promise<unknown>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  return (
    <Card component="section" data-set-aside={write.key} aria-labelledby={`set-aside-${write.key}`}>
      <CardContent>
        <Typography id={`set-aside-${write.key}`} variant="h6" component="h2">
          {write.label
            ? translate(write.label.key, write.label.args)
            : represented
              ? translate('app.engine.offline.recordNamed', { resource: name, name: String(represented) })
              : `${name} #${String(write.id)}`}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('app.engine.offline.savedAt', { at: shortDate(write.at) })}
        </Typography>
        {write.kind === 'conflict' && (
          <>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('app.engine.offline.conflict')}
            </Typography>
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, overflowWrap: 'anywhere' }}>
              {Object.entries(write.merged ?? {}).map(([field, value]) => (
                <Typography component="li" variant="body2" key={field} data-merged-field={field}>
                  {translate('app.engine.offline.merges', { field: label(field), value: shown(value) })}
                </Typography>
              ))}
              {(write.theirsOnly ?? []).map(({ field, value, change }) => (
                <Typography component="li" variant="body2" key={field} data-changed-field={field}>
                  {translate('app.engine.offline.theirsKept', { field: label(field), value: shown(value), name: change.changedBy.name, at: shortDate(change.changedAt) })}
                </Typography>
              ))}
            </Box>
            <ConflictFields
              merge={{ merged: write.merged ?? {}, conflicts, agreed: [] }}
              theirsOnly={[]}
              labelOf={labelOf}
              choices={choices}
              onChoose={(field, choice) => setChoices((current) => ({ ...current, [field]: choice }))}
            />
            {!chosen && (
              <Typography variant="body2" color="text.secondary">
                {translate('app.engine.offline.choose')}
              </Typography>
            )}
          </>
        )}
        {write.kind === 'deleted' && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('app.engine.offline.deleted')}
          </Typography>
        )}
        {write.kind === 'refused' && (
          <>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('app.engine.offline.refused', { message: translate(write.message ?? '', { _: write.message ?? '' }) })}
            </Typography>
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
              {Object.entries(write.errors ?? {}).map(([field, message]) => (
                <Typography component="li" variant="body2" key={field} color="error">
                  {label(field)}: {message}
                </Typography>
              ))}
            </Box>
          </>
        )}
        {write.kind !== 'deleted' && !online && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.engine.offline.needsConnection')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {write.kind === 'conflict' && (
          <Button variant="contained" onClick={() => busyWhile(() => actions.apply(write, choices))} disabled={!chosen || busy || !online}>
            {translate('app.engine.offline.apply')}
          </Button>
        )}
        {write.kind === 'refused' && (
          <Button variant="contained" disabled={busy || !online} onClick={() => busyWhile(() => actions.retry(write))}>
            {translate('app.engine.offline.sendAgain')}
          </Button>
        )}
        {write.kind === 'deleted' ? (
          <Button onClick={() => actions.discard(write)}>{translate('app.engine.offline.dismiss')}</Button>
        ) : (
          <Button color="error" onClick={() => setConfirming(true)}>
            {translate('app.engine.offline.discard')}
          </Button>
        )}
        {def && write.kind !== 'deleted' && write.id !== '' && (
          <Button component={Link} to={editPath(def, write.id)}>
            {translate('app.engine.offline.open')}
          </Button>
        )}
      </CardActions>
      <Confirm
        isOpen={confirming}
        title="app.engine.offline.discardTitle"
        content="app.engine.offline.discardContent"
        onConfirm={() => actions.discard(write)}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};

/**
 * The Conflicts page (issue 51): the changes saved offline that the server did not take as they were. A field both
 * sides changed shows both values, with who and when, and the user picks per field (nothing is applied until every
 * one is picked); a record deleted meanwhile is reported, not created again; a refusal shows the server's message.
 */
export const ConflictsPage = () => {
  useOfflineMessages();
  const translate = useTranslate();
  const support = useOfflineSupport();
  const writes = useSetAsideWrites(support?.setAside);
  const waiting = useQueuedWrites();
  const actions = useSetAsideActions(support);
  // a workflow call is named in its business line's words: the line comes with them (a reload opens no line but this)
  const lines = [...new Set(writes.flatMap((write) => (write.call ? [write.call.line] : [])))].join();
  useEffect(() => {
    for (const line of lines ? lines.split(',') : []) void support?.ensureLine(line).catch(() => undefined);
  }, [lines, support]);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title="app.engine.offline.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.engine.offline.title')}
      </Typography>
      <WaitingWrites />
      {/* what this page is for, unless it only lists changes still waiting to be sent */}
      {(writes.length > 0 || waiting === 0) && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.engine.offline.intro')}
        </Typography>
      )}
      {writes.length === 0 ? (
        waiting === 0 && <Typography role="status">{translate('app.engine.offline.empty')}</Typography>
      ) : (
        <Stack spacing={2}>
          {writes.map((write) => (
            <SetAsideCard key={write.key} write={write} actions={actions} />
          ))}
        </Stack>
      )}
    </Box>
  );
};
