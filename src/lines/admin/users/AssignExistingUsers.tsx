import CloseIcon from '@mui/icons-material/Close';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import {
  Alert,
  Box,
  Button as TextButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  Button,
  Form,
  SaveButton,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { matchesAssignableUser, useAssignableUsers, useAssignUsers, type AssignableUser } from './useAssignExistingUsers';

const USERS_FIELD = 'users';

/** A candidate in the drop-down: the name, and under it the login and e-mail that tell namesakes apart. */
const CandidateOption = () => {
  const user = useRecordContext<AssignableUser>();
  if (!user) return null;
  return (
    <Box>
      <Typography variant="body2">{user.name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {user.login} · {user.email}
      </Typography>
    </Box>
  );
};

/** Save is enabled only once at least one user is chosen (spec 01 §5). */
const AssignSaveButton = ({ saving }: { saving: boolean }) => {
  const chosen = useWatch({ name: USERS_FIELD }) as Identifier[] | undefined;
  return <SaveButton disabled={!chosen?.length || saving} />;
};

const CandidatesInput = ({ dataBaseId }: { dataBaseId: Identifier }) => {
  const translate = useTranslate();
  const { data: candidates, isPending, error } = useAssignableUsers(dataBaseId);
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ my: 3 }} />;
  if (error) return <Alert severity="error">{translate(error.message, { _: error.message })}</Alert>;
  if (candidates.length === 0) return <Alert severity="info">{translate('app.users.assign.empty')}</Alert>;
  return (
    <AutocompleteArrayInput
      source={USERS_FIELD}
      label="app.users.assign.users"
      helperText="app.users.assign.hint"
      choices={candidates}
      optionText={<CandidateOption />}
      inputText={(user: AssignableUser) => `${user.name} (${user.login})`}
      matchSuggestion={matchesAssignableUser}
      fullWidth
    />
  );
};

/** The dialog: pick users not yet in the database, Save links them, then the tab's list refreshes. */
const AssignUsersDialog = ({ dataBaseId, onClose }: { dataBaseId: Identifier; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const assign = useAssignUsers(dataBaseId);
  const submit = (values: Record<string, unknown>) =>
    assign.mutate(values[USERS_FIELD] as Identifier[], {
      onSuccess: () => {
        notify('app.users.assign.done', { type: 'success' });
        refresh();
        onClose();
      },
      onError: (error) => notify(error.message, { type: 'error' }),
    });
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="assign-users-title"
      // the form holds title, content and actions: it lays them out as the dialog would
      slotProps={{ paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 } } } }}
    >
      <Form onSubmit={submit} defaultValues={{ [USERS_FIELD]: [] }}>
        <DialogTitle id="assign-users-title" sx={{ pr: 6 }}>
          {translate('app.users.assign.title')}
          <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          <CandidatesInput dataBaseId={dataBaseId} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {/* a text button: react-admin's Button shows only its icon on phones, and Cancel has none */}
          <TextButton onClick={onClose}>{translate('ra.action.cancel')}</TextButton>
          <AssignSaveButton saving={assign.isPending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/**
 * "Assign existing users" in a database's User tab (spec 01 §2.2): links users that already exist to this
 * database. Shown to those who may change users (W).
 */
export const AssignExistingUsers = ({ parentId }: { parentId: Identifier }) => {
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'users' });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button label="app.users.assign.button" onClick={() => setOpen(true)}>
        <GroupAddIcon />
      </Button>
      {open && <AssignUsersDialog dataBaseId={parentId} onClose={() => setOpen(false)} />}
    </>
  );
};
