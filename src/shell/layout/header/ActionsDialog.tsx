import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ActionOption } from '../../../../contracts/endpoints/actions';
import * as routes from '../../../../contracts/routes';
import type { AppDataProvider } from '../../shellCalls';

const TITLE_ID = 'actions-dialog-title';

/**
 * The user menu's Actions (Actions/Get): what the signed-in user may apply, as the server labels them in their
 * language. Applying one (Actions/Apply) asks first when the action says so; the server's answer is the notification.
 */
export const ActionsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const [asking, setAsking] = useState<ActionOption | null>(null);
  const actions = useQuery({ queryKey: [routes.actionsGet.path, locale], queryFn: () => dataProvider.getActions(), enabled: open, retry: false });
  const apply = useMutation({
    mutationFn: (item: ActionOption['item']) => dataProvider.applyAction(item),
    onSuccess: ({ message }) => {
      notify(message, { type: 'success' });
      setAsking(null);
      onClose();
      // an action may have changed what the bell shows
      void queryClient.invalidateQueries({ queryKey: [routes.notificationList.path] });
    },
    onError: (error: Error) => {
      notify(error.message, { type: 'error' });
      setAsking(null);
    },
  });
  const start = (action: ActionOption) => (action.needsConfirmation ? setAsking(action) : apply.mutate(action.item));

  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
        <DialogTitle id={TITLE_ID}>{translate('app.layout.actions.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.layout.actions.intro')}</DialogContentText>
          {actions.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress aria-label={translate('app.layout.actions.loading')} />
            </Box>
          ) : actions.isError ? (
            <Alert
              severity="error"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void actions.refetch()}>
                  {translate('app.layout.actions.retry')}
                </Button>
              }
            >
              {translate('app.layout.actions.error')}
            </Alert>
          ) : actions.data.length === 0 ? (
            <DialogContentText sx={{ mt: 2 }}>{translate('app.layout.actions.empty')}</DialogContentText>
          ) : (
            <List>
              {actions.data.map((action) => (
                <ListItem
                  key={action.item}
                  divider
                  secondaryAction={
                    <Button
                      variant="outlined"
                      size="small"
                      aria-label={translate('app.layout.actions.applyNamed', { label: action.label })}
                      disabled={apply.isPending}
                      onClick={() => start(action)}
                    >
                      {translate('app.layout.actions.apply')}
                    </Button>
                  }
                  sx={{ pr: 14 }}
                >
                  <ListItemText primary={action.label} secondary={action.description} />
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.layout.actions.close')}</Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={asking !== null}
        loading={apply.isPending}
        title="app.layout.actions.confirmTitle"
        content="app.layout.actions.confirmContent"
        translateOptions={{ label: asking?.label ?? '', description: asking?.description ?? '' }}
        confirm="app.layout.actions.apply"
        confirmColor="warning"
        onConfirm={() => asking && apply.mutate(asking.item)}
        onClose={() => setAsking(null)}
      />
    </>
  );
};
