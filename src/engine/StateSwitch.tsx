import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Chip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';
import { stateSwitchRequest } from '../../dataProviders/documentedProvider';
import { errorMessage } from './saving/saveErrors';
import { currentState } from './rowRules';
import type { ResourceDef } from './types';
import { useResourceAccess } from './useResourceAccess';

/** The record's state as a coloured chip (a store Abierto in green, Cerrado in red); data-state names it for tests. */
export const StateChip = ({ def }: { def: ResourceDef }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const state = def.list.stateSwitch && currentState(def.list.stateSwitch, record);
  if (!state) return null;
  return <Chip size="small" variant="filled" color={state.color} label={translate(state.label)} data-state={String(state.value)} />;
};

/**
 * The row button that moves a record to its other state (Inactivar an open store, Activar a closed one), behind a
 * confirmation naming the record, with the state's own message after. Only for users who may write (W).
 */
export const StateSwitchButton = ({ def }: { def: ResourceDef }) => {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { canEdit } = useResourceAccess(def.name);
  const [asking, setAsking] = useState(false);
  const state = def.list.stateSwitch && record ? currentState(def.list.stateSwitch, record) : undefined;
  const change = useMutation({
    mutationFn: (row: RaRecord) => dataProvider.call(stateSwitchRequest(def, row)),
    onSuccess: () => {
      notify(state!.done, { type: 'info' });
      refresh();
    },
    onError: (error) => notify(errorMessage(error), { type: 'error', messageArgs: { _: errorMessage(error) } }),
    onSettled: () => setAsking(false),
  });
  if (!state || !record || !canEdit) return null;
  const color = state.color === 'success' ? 'error' : 'success';
  return (
    <>
      <Button
        label={state.action}
        color={color}
        onClick={(event) => {
          // the row opens the record on a click: this button only asks
          event.stopPropagation();
          setAsking(true);
        }}
      >
        <SwapHorizIcon />
      </Button>
      {/* the dialog's clicks would bubble (through React's portal) to the row, which opens the record */}
      <span onClick={(event) => event.stopPropagation()}>
      <Confirm
        isOpen={asking}
        loading={change.isPending}
        title={translate(state.action)}
        content={translate(state.confirm, record)}
        onConfirm={() => change.mutate(record)}
        onClose={() => setAsking(false)}
      />
      </span>
    </>
  );
};
