import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { Button, DeleteButton, EditButton, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { disabledReason, noticeOf } from './rowRules';
import type { OpenRecord } from './ResourceRows';
import type { ResourceDef } from './types';
import { useResourceAccess } from './useResourceAccess';

/** A row's Edit: the record's dialog when the resource edits in modals, else its edit page. */
export const RowEditButton = ({ def, onOpen }: { def: ResourceDef; onOpen: OpenRecord | false }) => {
  const record = useRecordContext<RaRecord>();
  const navigate = useNavigate();
  const { canEdit } = useResourceAccess(def.name);
  if (!record || !canEdit) return null;
  if (onOpen === false) return <EditButton />;
  return (
    <Button
      label="ra.action.edit"
      onClick={(event) => {
        event.stopPropagation();
        const path = onOpen(record.id, record, 'edit');
        if (path) navigate(path);
      }}
    >
      <EditIcon />
    </Button>
  );
};

/**
 * A row's Delete, behind react-admin's confirmation, with the resource's own notice after. A record the metadata
 * refuses (`list.deleteDisabled`) keeps the button, disabled, and says why in its name and tooltip: the server
 * refuses it too, but the reason is better read before a click.
 */
export const RowDeleteButton = ({ def }: { def: ResourceDef }) => {
  const record = useRecordContext<RaRecord>();
  if (!record) return null;
  return isDeleteRefused(def, record) ? (
    <RefusedDelete def={def} record={record} />
  ) : (
    <DeleteButton mutationMode="pessimistic" successMessage={noticeOf(def, 'deleted')} />
  );
};

/** The disabled delete of a record the metadata refuses, with its reason; null when the record may be deleted. */
export const RefusedDelete = ({ def, record }: { def: ResourceDef; record: RaRecord | undefined }) => {
  const translate = useTranslate();
  const reason = disabledReason(def.list.deleteDisabled, record);
  if (!reason) return null;
  const said = translate(reason, record);
  return (
    <Tooltip title={said}>
      <span>
        <IconButton size="small" disabled aria-label={said}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};

/** Whether the metadata refuses this record's delete. */
export const isDeleteRefused = (def: ResourceDef, record: RaRecord | undefined) => disabledReason(def.list.deleteDisabled, record) !== undefined;
