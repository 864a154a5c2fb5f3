import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, MenuItem, Stack, Table, TableBody, TableCell, TableHead,
  TableRow, TextField, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DESIGN_KINDS } from '../../../contracts/endpoints/resourceDesignerConstants';
import type { DesignField } from '../../../contracts/endpoints/resourceDesigner';
import { inferFields, rowsFromJson, type SampleRow } from './inferFields';

/**
 * A definition started from a sample: a spreadsheet or pasted JSON rows; the fields found (kind, required,
 * length, choices) are reviewed here, their kind and required-ness changeable, before they replace the fields.
 */
export function SampleDialog({ onClose, onApply }: { onClose: () => void; onApply: (fields: DesignField[]) => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.designer.sample.${key}`, options);
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [json, setJson] = useState('');
  const [error, setError] = useState<string>();
  const [reading, setReading] = useState(false);
  const [found, setFound] = useState<{ rows: number; fields: DesignField[] }>();

  const infer = (rows: SampleRow[]) => {
    if (rows.length === 0) {
      setError('app.designer.sample.empty');
      return;
    }
    setError(undefined);
    setFound({ rows: rows.length, fields: inferFields(rows) });
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const { rowsFromFile } = await import('./sampleRows');
      infer(await rowsFromFile(file));
    } catch {
      setError('app.designer.sample.badFile');
    } finally {
      setReading(false);
    }
  };
  const readJson = () => {
    const result = rowsFromJson(json);
    if ('error' in result) setError(result.error);
    else infer(result.rows);
  };
  const change = (index: number, patch: Partial<DesignField>) =>
    setFound((current) => current && { ...current, fields: current.fields.map((field, i) => (i === index ? { ...field, ...patch } : field)) });

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby="designer-sample-title">
      <DialogTitle id="designer-sample-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <div>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {t('file')}
              <input hidden type="file" accept=".xlsx,.xls,.csv" onChange={(e) => void readFile(e.target.files?.[0])} />
            </Button>
          </div>
          {reading && <LinearProgress aria-label={t('reading')} />}
          <TextField label={t('paste')} helperText={t('pasteHelp')} multiline minRows={3} maxRows={10} value={json} onChange={(e) => setJson(e.target.value)} slotProps={{ htmlInput: { spellCheck: false } }} />
          <div>
            <Button onClick={readJson} disabled={!json.trim()}>{t('read')}</Button>
          </div>
          {error && <Alert severity="error">{translate(error)}</Alert>}
          {found && (
            <>
              <Typography role="status">{t('found', { fields: found.fields.length, rows: found.rows })}</Typography>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={translate('app.designer.fields.title')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('app.designer.fields.labelEs')}</TableCell>
                      <TableCell>{translate('app.designer.fields.source')}</TableCell>
                      <TableCell>{translate('app.designer.fields.kind')}</TableCell>
                      <TableCell>{translate('app.designer.fields.required')}</TableCell>
                      <TableCell>{translate('app.designer.fields.maxLength')}</TableCell>
                      <TableCell>{translate('app.designer.fields.choices')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {found.fields.map((field, index) => (
                      <TableRow key={field.source}>
                        <TableCell>{field.label.es}</TableCell>
                        <TableCell>{field.source}</TableCell>
                        <TableCell>
                          <TextField select size="small" value={field.kind} aria-label={`${field.label.es}: ${translate('app.designer.fields.kind')}`}
                            onChange={(e) => change(index, { kind: e.target.value as DesignField['kind'] })}>
                            {DESIGN_KINDS.map((kind) => <MenuItem key={kind} value={kind}>{translate(`app.designer.kinds.${kind}`)}</MenuItem>)}
                          </TextField>
                        </TableCell>
                        <TableCell padding="checkbox">
                          <Checkbox checked={field.required} onChange={(e) => change(index, { required: e.target.checked })}
                            slotProps={{ input: { 'aria-label': `${field.label.es}: ${translate('app.designer.fields.required')}` } }} />
                        </TableCell>
                        <TableCell>{field.maxLength ?? ''}</TableCell>
                        <TableCell>{field.kind === 'select' ? (field.choices ?? []).map((choice) => choice.id).join(', ') : ''}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!found} onClick={() => found && onApply(found.fields.map((field) => (field.kind === 'select' ? { ...field, choices: field.choices ?? [] } : { ...field, choices: undefined })))}>
          {t('apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
