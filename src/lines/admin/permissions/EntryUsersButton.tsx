import PeopleIcon from '@mui/icons-material/People';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { EntryUsersDialog } from './EntryUsersDialog';
import type { PermissionEntry } from './entryUsersRules';

/**
 * "Users" at the end of a permission entry's row: opens the dialog that assigns the entry's users. Reading the
 * assignment needs V on the entry's menu, so the button shows only with it (W then decides whether it saves).
 */
export const EntryUsersButton = () => {
  const entry = useRecordContext<PermissionEntry>();
  const { canAccess } = useCanAccess({ action: 'show', resource: 'permissionEntries' });
  const [open, setOpen] = useState(false);
  if (!entry || !canAccess) return null;
  return (
    <>
      <Button
        label="app.admin.entryUsers.button"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <PeopleIcon />
      </Button>
      {open && <EntryUsersDialog entry={entry} onClose={() => setOpen(false)} />}
    </>
  );
};
