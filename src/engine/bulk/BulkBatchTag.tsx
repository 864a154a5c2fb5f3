import { Box, Chip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useRefresh, useTranslate, type Identifier } from 'react-admin';
import * as routes from '../../../contracts/routes';
import { HistoryReferenceValue } from '../history/HistoryReferenceValue';
import { historyWhen } from '../history/historyFormat';
import type { ResourceDef } from '../types';
import { useBulkEditCalls } from './bulkCalls';
import { BulkUndo } from './BulkUndo';

/**
 * A history entry written by a bulk edit (issue 34): "Bulk edit (n rows)", and its Undo while it is still possible
 * (BulkEdit/Get says whether, and which rows changed since); the undo's own entries say so.
 */
export const BulkBatchTag = ({ def, batchId, undo }: { def: ResourceDef; batchId: string; undo?: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const calls = useBulkEditCalls();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  // undone from here: its Undo stays, saying so, after the trail reloads
  const [undoneHere, setUndoneHere] = useState(false);
  const { data: batch } = useQuery({ queryKey: [routes.bulkGet.path, batchId], queryFn: () => calls.getBulkEdit(batchId), retry: false });
  if (undo) return <Chip size="small" variant="outlined" label={translate('app.engine.bulk.history.undo_entry')} />;
  const names = (ids: Identifier[]) => <HistoryReferenceValue reference={{ resource: def.name, optionText: def.recordRepresentation ?? 'name' }} value={ids} />;
  return (
    <Box mt={0.5} data-batch={batchId}>
      <Chip size="small" color="secondary" variant="outlined" label={batch ? translate('app.engine.bulk.history.tag', { smart_count: batch.rows }) : translate('app.engine.bulk.history.tag_loading')} />
      {batch?.undoneAt && !undoneHere && (
        <Typography variant="body2" color="text.secondary" mt={0.5}>
          {translate('app.engine.bulk.history.undone_at', { when: historyWhen(batch.undoneAt, locale) })}
        </Typography>
      )}
      {batch && !batch.undoneAt && !batch.undoable && batch.changedSince.length > 0 && (
        <Typography variant="body2" color="text.secondary" mt={0.5}>
          {translate('app.engine.bulk.history.not_undoable')} {names(batch.changedSince as Identifier[])}
        </Typography>
      )}
      {batch && (batch.undoable || undoneHere) && (
        <BulkUndo
          batchId={batchId}
          rows={batch.rows}
          renderChanged={(ids) => (
            <>
              {translate('app.engine.bulk.changed_since_label')} {names(ids)}
            </>
          )}
          onUndone={() => {
            setUndoneHere(true);
            void queryClient.invalidateQueries({ queryKey: [def.name, 'getHistory'] });
            void queryClient.invalidateQueries({ queryKey: [routes.bulkGet.path, batchId] });
            refresh();
          }}
        />
      )}
    </Box>
  );
};
