import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PermissionEntry } from './entryUsersRules';
import { useEntryUsers } from './useEntryUsers';

interface EntryUsersDialogProps {
  entry: PermissionEntry;
  onClose: () => void;
}

/** The users of a permission entry as removable tags, picked among the users of its database (spec 01 §2.2). */
export const EntryUsersDialog = ({ entry, onClose }: EntryUsersDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const users = useEntryUsers(entry, onClose);
  const noUsers = !users.pending && !users.error && users.options.length === 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="entry-users-title">
      <DialogTitle id="entry-users-title" sx={{ pr: 6 }}>
        {translate('app.admin.entryUsers.title')}
        <Typography variant="body2" color="text.secondary">
          {entry.name}
          {entry.databaseName ? ` · ${entry.databaseName}` : ''}
        </Typography>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {users.pending ? (
          <LinearProgress aria-label={translate('ra.page.loading')} sx={{ my: 3 }} />
        ) : users.error ? (
          <Alert severity="error">{translate(users.error.message, { _: users.error.message })}</Alert>
        ) : noUsers ? (
          <Alert severity="info">{translate('app.admin.entryUsers.no_users')}</Alert>
        ) : (
          <Box pt={1}>
            <Autocomplete
              multiple
              filterSelectedOptions
              readOnly={!users.canSave}
              options={users.options}
              value={users.selected}
              onChange={(_, value) => users.choose(value)}
              getOptionLabel={(user) => user.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              noOptionsText={translate('app.admin.entryUsers.no_more')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={translate('app.admin.entryUsers.users')}
                  placeholder={users.canSave ? translate('app.admin.entryUsers.pick') : undefined}
                  helperText={translate('app.admin.entryUsers.help')}
                />
              )}
            />
            {users.selected.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('app.admin.entryUsers.none')}
              </Typography>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(users.canSave ? 'ra.action.cancel' : 'ra.action.close')}</Button>
        {users.canSave && (
          <Button
            variant="contained"
            onClick={users.save}
            disabled={users.pending || users.saving || Boolean(users.error)}
            startIcon={users.saving ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {translate('ra.action.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
