import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import type { DesignerDataProvider } from './calls';

type Preview = Awaited<ReturnType<DesignerDataProvider['previewDesign']>>;

const cellText = (value: unknown, choices: Map<string, string>) => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  return choices.get(String(value)) ?? String(value);
};

/** The draft's list on sample rows (or the records already stored), and what publishing would refuse. */
export function PreviewDialog({ preview, design, onClose }: { preview: Preview; design: ResourceDesign; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const lang = locale === 'es' ? 'es' : 'en';
  const columns = design.fields.filter((field) => field.inList);
  const issues = Object.values(preview.issues);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth fullScreen={fullScreen} aria-labelledby="designer-preview-title">
      <DialogTitle id="designer-preview-title">{translate('app.designer.preview.title', { name: design.label[lang] || design.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {issues.length > 0 ? (
            <Alert severity="warning">
              {translate('app.designer.preview.issues')}
              <Box component="ul" sx={{ m: 0, pl: 2 }}>{issues.map((issue) => <li key={issue}>{issue}</li>)}</Box>
            </Alert>
          ) : (
            <Alert severity="success">{translate('app.designer.preview.ready')}</Alert>
          )}
          {Object.entries(preview.breaking).map(([field, count]) => (
            <Alert key={field} severity="error">{translate('app.designer.preview.breaking', { count, field })}</Alert>
          ))}
          <Typography variant="body2" color="text.secondary">{translate(preview.sample ? 'app.designer.preview.sample' : 'app.designer.preview.stored')}</Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>{columns.map((field) => <TableCell key={field.source}>{field.label[lang] || field.source}</TableCell>)}</TableRow>
              </TableHead>
              <TableBody>
                {preview.rows.map((row, index) => (
                  <TableRow key={index}>
                    {columns.map((field) => {
                      const choices = new Map((field.choices ?? []).map((choice) => [choice.id, choice.label[lang]]));
                      return <TableCell key={field.source}>{cellText(row[field.source], choices)}</TableCell>;
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>{translate('app.designer.preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
