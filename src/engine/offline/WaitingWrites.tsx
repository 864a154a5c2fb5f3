import { Box, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutationState } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { fieldLabel, findField } from '../fieldRules';
import { editPath } from '../paths';
import type { ResourceDef } from '../types';
import { useDefinitions } from '../useResourceDef';
import { isQueuedWrite } from './offlineSupport';
import { waitingWriteOf, type WaitingWrite } from './waitingRules';

/** The record as the user knows it: its resource's name and its representation (or its id). */
const useRecordName = () => {
  const translate = useTranslate();
  const definitions = useDefinitions();
  return (resource: string, record: Record<string, unknown>, id?: unknown) => {
    const def: ResourceDef | undefined = definitions.get(resource);
    const name = translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
    const represented = def ? record[def.recordRepresentation] : undefined;
    const text = represented
      ? translate('app.engine.offline.recordNamed', { resource: name, name: String(represented) })
      : `${name} ${id !== undefined ? `#${String(id)}` : ''}`.trim();
    return { def, text };
  };
};

const WaitingItem = ({ write }: { write: WaitingWrite }) => {
  const translate = useTranslate();
  const recordName = useRecordName();
  if (write.kind === 'call') return <ListItemText primary={translate(write.label.key, write.label.args)} />;
  const { def, text } = recordName(write.resource, write.record, write.kind === 'update' ? write.id : undefined);
  if (write.kind === 'create') return <ListItemText primary={translate('app.engine.offline.waitingCreate', { record: text })} />;
  const fields = write.fields.map((field) => translate(def ? fieldLabel(def, findField(def, field) ?? { source: field }) : field, { _: field }));
  return (
    <ListItemText
      primary={
        def && write.id !== undefined ? (
          <MuiLink component={Link} to={editPath(def, write.id as string | number)}>
            {text}
          </MuiLink>
        ) : (
          text
        )
      }
      secondary={fields.join(', ')}
    />
  );
};

/**
 * The changes saved offline that wait to be sent (issue 51), in the order they will be sent: which record and which
 * fields, or which workflow call. Nothing while none waits.
 */
export const WaitingWrites = () => {
  const translate = useTranslate();
  const waiting = useMutationState({
    filters: { status: 'pending', predicate: isQueuedWrite },
    select: (mutation) => ({ id: mutation.mutationId, write: waitingWriteOf(mutation.options.mutationKey, mutation.state.variables) }),
  });
  if (waiting.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="waiting-writes" data-waiting-writes sx={{ mb: 3 }}>
      <Typography id="waiting-writes" variant="h6" component="h2">
        {translate('app.engine.offline.waitingTitle', { smart_count: waiting.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.engine.offline.waitingIntro')}
      </Typography>
      <List dense>
        {waiting.map(({ id, write }) =>
          write ? (
            <ListItem key={id} divider disableGutters data-waiting-write>
              <WaitingItem write={write} />
            </ListItem>
          ) : null,
        )}
      </List>
    </Box>
  );
};
