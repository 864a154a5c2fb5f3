import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Button as MuiButton } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useTranslate, type Identifier } from 'react-admin';
import { errorMessage } from '../saving/saveErrors';
import { nameRows } from './bulkLogic';
import { useBulkEditCalls } from './bulkCalls';

interface BulkUndoProps {
  batchId: string;
  /** rows the bulk edit wrote */
  rows: number;
  labelOf?: (id: Identifier) => string | undefined;
  /** how the rows changed since are named when no label is known (e.g. by their records' names) */
  renderChanged?: (ids: Identifier[]) => ReactNode;
  onUndone?: (restored: number) => void;
}

/**
 * Undo of a whole bulk edit (BulkEdit/Undo), after a confirmation: every row gets its values back, or the server's
 * refusal is shown with the rows changed since (read from BulkEdit/Get).
 */
export const BulkUndo = ({ batchId, rows, labelOf = () => undefined, renderChanged, onUndone }: BulkUndoProps) => {
  const translate = useTranslate();
  const calls = useBulkEditCalls();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; changed: Identifier[] } | null>(null);
  const undo = async () => {
    setConfirming(false);
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await calls.undoBulkEdit(batchId);
      setDone(answer.restored);
      onUndone?.(answer.restored);
    } catch (error) {
      const message = translate(errorMessage(error), { _: errorMessage(error) });
      const changed = await calls.getBulkEdit(batchId).then(
        (batch) => batch.changedSince as Identifier[],
        () => [] as Identifier[],
      );
      setRefusal({ message, changed });
    } finally {
      setBusy(false);
    }
  };
  if (done !== null) {
    return (
      <Alert severity="success" role="status" sx={{ mt: 1 }}>
        {translate('app.engine.bulk.undone', { smart_count: done })}
      </Alert>
    );
  }
  return (
    <Box mt={1}>
      <MuiButton variant="outlined" startIcon={<UndoIcon />} onClick={() => setConfirming(true)} disabled={busy}>
        {translate('app.engine.bulk.undo')}
      </MuiButton>
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('app.engine.bulk.undo_refused', { error: refusal.message })}
          {refusal.changed.length > 0 && (
            <Box>
              {renderChanged
                ? renderChanged(refusal.changed)
                : translate('app.engine.bulk.changed_since', { names: nameRows(refusal.changed as Array<string | number>, labelOf) })}
            </Box>
          )}
        </Alert>
      )}
      <Confirm
        isOpen={confirming}
        title="app.engine.bulk.undo_confirm_title"
        content={translate('app.engine.bulk.undo_confirm_content', { smart_count: rows })}
        onConfirm={undo}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
