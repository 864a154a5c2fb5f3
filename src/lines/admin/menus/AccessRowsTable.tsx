import { Alert, Box, Chip, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { ACCESS_FLAGS, type AccessRow } from './accessRules';

interface AccessRowsTableProps {
  rows: AccessRow[];
  pending: boolean;
  error: Error | null;
  /** the role of the row the user clicks, to edit it above */
  onPick: (role: Identifier) => void;
  selectedRole: Identifier | null;
}

/** The roles that have a row on this menu entry: granted flags as chips, and the row's status. */
export const AccessRowsTable = ({ rows, pending, error, onPick, selectedRole }: AccessRowsTableProps) => {
  const translate = useTranslate();
  if (pending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (error) return <Alert severity="error">{translate(error.message, { _: error.message })}</Alert>;
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        {translate('app.admin.menuAccess.empty')}
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.admin.menuAccess.current')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.admin.menuAccess.role')}</TableCell>
            <TableCell>{translate('app.admin.menuAccess.permissions')}</TableCell>
            <TableCell>{translate('app.admin.menuAccess.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              hover
              selected={String(row.role) === String(selectedRole)}
              onClick={() => onPick(row.role)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>{row.roleName}</TableCell>
              <TableCell>
                <Box display="flex" gap={0.5} flexWrap="wrap">
                  {ACCESS_FLAGS.filter((flag) => row[flag]).map((flag) => (
                    <Tooltip key={flag} title={translate(`app.admin.menuAccess.flags.${flag}`)} describeChild>
                      <Chip label={flag.toUpperCase()} size="small" color="primary" />
                    </Tooltip>
                  ))}
                </Box>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={row.status ? 'success' : 'default'}
                  label={translate(row.status ? 'app.admin.menuAccess.active' : 'app.admin.menuAccess.inactive')}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
