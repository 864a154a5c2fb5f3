import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button as MuiButton, IconButton, Tooltip } from '@mui/material';
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { DeleteButton, EditButton, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { disabledReason, noticeOf } from './rowRules';
import type { OpenRecord } from './useResourceAccess';
import type { ResourceDef } from './types';

// A row's buttons are drawn for every row in view (a screenful of a 50,000-row list at each scroll): they take the
// user's access from the list (one check, not four per row) and are plain MUI buttons, not react-admin's, which
// each ask the access provider, watch the screen size and hold a mutation (issue 34 item 6).

/** A row's Edit: the record's dialog when the resource edits in modals, else its edit page. */
export const RowEditButton = ({ onOpen, canEdit }: { onOpen: OpenRecord | false; canEdit: boolean }) => {
  const record = useRecordContext<RaRecord>();
  const navigate = useNavigate();
  const translate = useTranslate();
  if (!record || !canEdit) return null;
  if (onOpen === false) return <EditButton />;
  return (
    <MuiButton
      size="small"
      startIcon={<EditIcon />}
      onClick={(event) => {
        event.stopPropagation();
        const path = onOpen(record.id, record, 'edit');
        if (path) navigate(path);
      }}
    >
      {translate('ra.action.edit')}
    </MuiButton>
  );
};

/**
 * A row's Delete, behind react-admin's confirmation, with the resource's own notice after. A record the metadata
 * refuses (`list.deleteDisabled`) keeps the button, disabled, and says why in its name and tooltip: the server
 * refuses it too, but the reason is better read before a click. Until its first click the button is a plain one of
 * the same look; the click puts react-admin's DeleteButton in its place and opens its confirmation.
 */
export const RowDeleteButton = ({ def, canDelete }: { def: ResourceDef; canDelete: boolean }) => {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const [armed, setArmed] = useState(false);
  if (!record) return null;
  if (isDeleteRefused(def, record)) return <RefusedDelete def={def} record={record} />;
  if (!canDelete) return null;
  if (armed) return <ArmedDelete def={def} />;
  return (
    <MuiButton
      size="small"
      color="error"
      className="ra-delete-button"
      startIcon={<DeleteIcon />}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        setArmed(true);
      }}
    >
      {translate(`resources.${def.name}.action.delete`, { _: translate('ra.action.delete') })}
    </MuiButton>
  );
};

/**
 * react-admin's DeleteButton, its confirmation opened as soon as it shows (the row's Delete was just clicked). It
 * shows once its access check answers, so it is clicked from its ref, not from an effect of this component's mount.
 */
const ArmedDelete = ({ def }: { def: ResourceDef }) => {
  const clicked = useRef(false);
  const openOnce = useCallback((button: HTMLButtonElement | null) => {
    if (!button || clicked.current) return;
    clicked.current = true;
    requestAnimationFrame(() => {
      button.focus();
      button.click();
    });
  }, []);
  return <DeleteButton ref={openOnce} mutationMode="pessimistic" successMessage={noticeOf(def, 'deleted')} />;
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
