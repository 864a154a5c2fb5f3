import { Alert, Box, Button, Chip, LinearProgress, List, ListItem, Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate, type Identifier } from 'react-admin';
import { HISTORY_PAGE_SIZE, type AuditEntry } from '../../../dataProviders/history';
import { findField } from '../fieldRules';
import type { ResourceDef } from '../types';
import { useDefinitions } from '../useResourceDef';
import { historyFieldLabel, historyReference, historyValue, historyWhen } from './historyFormat';
import { HistoryReferenceValue } from './HistoryReferenceValue';
import { useRecordHistory } from './useRecordHistory';
import { BulkBatchTag } from '../bulk/BulkBatchTag';

const ACTION_COLOR = { create: 'success', update: 'primary', delete: 'error', state: 'warning' } as const;

const Entry = ({ def, entry }: { def: ResourceDef; entry: AuditEntry }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const definitions = useDefinitions();
  return (
    <ListItem divider sx={{ display: 'block', px: { xs: 1, sm: 2 } }}>
      <Box display="flex" alignItems="center" gap={1} flexWrap="wrap">
        <Chip size="small" variant="outlined" color={ACTION_COLOR[entry.action] ?? 'default'} label={translate(`app.engine.history.actions.${entry.action}`, { _: entry.action })} />
        <Typography variant="body2" fontWeight={500}>
          {entry.user.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.at}>
          {historyWhen(entry.at, locale)}
        </Typography>
      </Box>
      {/* written by a bulk edit (issue 34): its size and its Undo */}
      {entry.batchId && <BulkBatchTag def={def} batchId={entry.batchId} undo={entry.undo} />}
      {entry.changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary" mt={0.5}>
          {translate('app.engine.history.nothing')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {entry.changes.map((change) => {
            const field = findField(def, change.field);
            const reference = historyReference(def, change.field, (name) => definitions.get(name));
            const valueOf = (value: unknown) =>
              reference ? <HistoryReferenceValue reference={reference} value={value} /> : historyValue(field, value, translate, locale);
            return (
              <Typography component="li" variant="body2" key={change.field} sx={{ overflowWrap: 'anywhere' }}>
                <strong>{historyFieldLabel(def, change.field, translate)}</strong>
                {': '}
                <Box component="span" color="text.secondary">
                  {valueOf(change.before)}
                </Box>
                {' → '}
                {valueOf(change.after)}
              </Typography>
            );
          })}
        </Box>
      )}
    </ListItem>
  );
};

/**
 * The History tab of an edit screen (contracts §C): who changed the record, when (in the user's locale), what
 * (created, changed...), and each field's value before → after under its form label, newest first, by pages.
 */
export const HistoryTab = ({ def, id }: { def: ResourceDef; id: Identifier }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { data, error, isPending, isFetching, refetch } = useRecordHistory(def.name, id, page);
  if (isPending) {
    return (
      <Box p={2} role="status">
        <LinearProgress aria-label={translate('app.engine.history.loading')} />
        <Typography variant="body2" color="text.secondary" mt={1}>
          {translate('app.engine.history.loading')}
        </Typography>
      </Box>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => refetch()}>
            {translate('app.engine.history.retry')}
          </Button>
        }
      >
        {translate('app.engine.history.error', { error: translate(error.message, { _: error.message }) })}
      </Alert>
    );
  }
  if (!data || data.total === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {translate('app.engine.history.empty')}
      </Typography>
    );
  }
  const pages = Math.ceil(data.total / HISTORY_PAGE_SIZE);
  return (
    <Stack>
      {/* the page being replaced stays visible, under a thin bar */}
      <Box height={4}>{isFetching && <LinearProgress aria-label={translate('app.engine.history.loading')} />}</Box>
      <List aria-label={translate('app.engine.history.list')} dense disablePadding>
        {data.items.map((entry) => (
          <Entry key={entry.id} def={def} entry={entry} />
        ))}
      </List>
      {pages > 1 && <Pagination sx={{ alignSelf: 'center', my: 1 }} count={pages} page={page} onChange={(_, next) => setPage(next)} size="small" />}
    </Stack>
  );
};

// loaded on its own, when a History tab is first opened (lazy() wants a default export)
export default HistoryTab;
