import { useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Autocomplete,
  Button as MuiButton,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { VIEW_NAME_MAX } from '../../../contracts/listViewLimits';
import type { ResourceDef } from '../types';
import { viewCalls, type SavedView, type ViewsAnswer } from './viewCalls';
import type { ViewState } from './viewState';

interface ViewDialogProps {
  def: ResourceDef;
  mode: 'new' | 'edit';
  /** the view renamed and shared (edit) */
  view: SavedView | null;
  /** the list as it is now: what a new view keeps */
  current: ViewState;
  answer: ViewsAnswer;
  onClose: () => void;
  onSaved: (view: SavedView, defaultViewId: number | null) => void;
}

/** Names a view, shares it with roles (the list's W flag) and makes it the default; the server's messages on their fields. */
export const ViewDialog = ({ def, mode, view, current, answer, onClose, onSaved }: ViewDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const calls = useMemo(() => viewCalls(dataProvider), [dataProvider]);
  const [name, setName] = useState(view?.name ?? '');
  const [roles, setRoles] = useState<Array<{ id: number; name: string }>>(view?.sharedWith ?? []);
  const [makeDefault, setMakeDefault] = useState(view ? answer.defaultViewId === view.id : false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // roles a view is already shared with stay choosable even when the answer does not offer them
  const options = useMemo(() => [...answer.roles, ...roles.filter((r) => !answer.roles.some((o) => o.id === r.id))], [answer.roles, roles]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setErrors({ name: translate('ra.validation.required') });
    if (trimmed.length > VIEW_NAME_MAX) return setErrors({ name: translate('ra.validation.maxLength', { max: VIEW_NAME_MAX }) });
    setSaving(true);
    try {
      const saved = await calls.saveView({
        ...(view ? { id: view.id } : {}),
        resource: def.name,
        name: trimmed,
        state: view ? view.state : current,
        sharedWith: roles.map((r) => r.id),
        makeDefault,
      });
      onSaved(saved, makeDefault ? saved.id : answer.defaultViewId === saved.id ? null : answer.defaultViewId);
    } catch (error) {
      const body = (error instanceof HttpError ? error.body : undefined) as { errors?: Record<string, string> } | undefined;
      // the name's and the sharing's messages go on their fields, any other on the form
      const { name: nameError, sharedWith } = body?.errors ?? {};
      setErrors(nameError || sharedWith ? { ...(nameError ? { name: nameError } : {}), ...(sharedWith ? { sharedWith } : {}) } : { form: (error as Error).message });
    } finally {
      setSaving(false);
    }
  };

  const titleId = 'view-dialog-title';
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{translate(mode === 'new' ? 'app.listViews.dialog.new_title' : 'app.listViews.dialog.edit_title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            autoFocus
            required
            name="name"
            label={translate('app.listViews.dialog.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors(({ name: _, ...rest }) => rest);
            }}
            error={Boolean(errors.name)}
            helperText={errors.name ?? `${name.trim().length}/${VIEW_NAME_MAX}`}
            slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX + 10 } }}
          />
          <Autocomplete
            multiple
            options={options}
            value={roles}
            disabled={!answer.canShare}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_, value) => {
              setRoles(value);
              setErrors(({ sharedWith: _, ...rest }) => rest);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                name="sharedWith"
                label={translate('app.listViews.dialog.share')}
                error={Boolean(errors.sharedWith)}
                helperText={errors.sharedWith ?? translate(answer.canShare ? 'app.listViews.dialog.share_help' : 'app.listViews.dialog.share_needs_w')}
              />
            )}
          />
          <FormControlLabel
            control={<Checkbox checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />}
            label={translate('app.listViews.dialog.default')}
          />
          {errors.form && <Alert severity="error">{errors.form}</Alert>}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('app.listViews.dialog.cancel')}</MuiButton>
          <MuiButton type="submit" variant="contained" disabled={saving}>
            {translate('app.listViews.dialog.save')}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
};
