import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { AccessRowsTable } from './AccessRowsTable';
import { ACCESS_FLAGS } from './accessRules';
import { useAssignPermissions, type MenuRecord } from './useAssignPermissions';

/**
 * The "Assign Permissions" tab of a menu entry's dialog (spec 01 §2.2, §5): a role of the menu's database,
 * its L/V/W/R/D flags and status, Add (a role without a row) or Update (one with a row), and the current rows.
 */
export const AssignPermissions = ({ record }: { record: MenuRecord }) => {
  const translate = useTranslate();
  const access = useAssignPermissions(record);
  const { draft } = access;
  const noRole = draft.role === null;
  return (
    <Box display="flex" flexDirection="column" gap={2} p={{ xs: 2, sm: 3 }}>
      <TextField
        select
        label={translate('app.admin.menuAccess.role')}
        value={draft.role ?? ''}
        onChange={(event) => access.chooseRole(event.target.value === '' ? null : (event.target.value as Identifier))}
        helperText={translate('app.admin.menuAccess.role_help')}
        disabled={access.rolesPending}
        sx={{ maxWidth: { sm: 420 } }}
      >
        {access.roles.map((role) => (
          <MenuItem key={role.id} value={role.id}>
            {role.name}
          </MenuItem>
        ))}
      </TextField>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          {translate('app.admin.menuAccess.permissions')}
        </FormLabel>
        <FormGroup row sx={{ columnGap: 1 }}>
          {ACCESS_FLAGS.map((flag) => (
            <Tooltip key={flag} title={translate(`app.admin.menuAccess.hints.${flag}`)} placement="top" describeChild>
              <FormControlLabel
                disabled={noRole}
                control={<Checkbox checked={draft[flag]} onChange={(event) => access.toggleFlag(flag, event.target.checked)} />}
                label={
                  <span>
                    <strong>{flag.toUpperCase()}</strong> · {translate(`app.admin.menuAccess.flags.${flag}`)}
                  </span>
                }
              />
            </Tooltip>
          ))}
        </FormGroup>
      </Box>
      <FormControlLabel
        disabled={noRole}
        control={<Switch checked={draft.status} onChange={(event) => access.setStatus(event.target.checked)} />}
        label={translate('app.admin.menuAccess.active')}
        sx={{ alignSelf: 'flex-start' }}
      />
      <Box>
        <Button
          variant="contained"
          disabled={!access.canSave}
          onClick={access.save}
          startIcon={access.saving ? <CircularProgress size={18} color="inherit" /> : access.action === 'add' ? <AddIcon /> : <SaveIcon />}
        >
          {translate(access.action === 'add' ? 'app.admin.menuAccess.add' : 'app.admin.menuAccess.update')}
        </Button>
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('app.admin.menuAccess.current')}
      </Typography>
      <AccessRowsTable
        rows={access.rows}
        pending={access.rowsPending}
        error={access.rowsError}
        onPick={access.chooseRole}
        selectedRole={draft.role}
      />
    </Box>
  );
};
