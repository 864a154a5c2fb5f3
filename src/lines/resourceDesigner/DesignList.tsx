import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, Checkbox, Chip, LinearProgress, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DesignSummary } from '../../../contracts/endpoints/resourceDesigner';
import { BundleExportButton } from './BundleExportButton';
import { BundleImportDialog } from './BundleImportDialog';
import { exportableNames } from './bundleReview';
import type { DesignerDataProvider } from './calls';
import { useDesignerAccess } from './useDesignerAccess';

export const DESIGNS_QUERY = ['resourceDesigner', 'designs'] as const;

const StateChip = ({ design }: { design: DesignSummary }) => {
  const translate = useTranslate();
  if (design.publishedVersion === null) return <Chip size="small" label={translate('app.designer.list.unpublished')} />;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color="success" label={translate('app.designer.list.published', { version: design.publishedVersion })} />
      {design.hasDraft && <Chip size="small" color="warning" variant="outlined" label={translate('app.designer.list.pending')} />}
    </Stack>
  );
};

/** The designed resources: name, label in the reader's language, state; a row opens its editor. */
export function DesignList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<DesignerDataProvider>();
  const { canWrite, canExport, canImport } = useDesignerAccess();
  const designs = useQuery({ queryKey: DESIGNS_QUERY, queryFn: () => dataProvider.listDesigns() });
  const lang = locale === 'es' ? 'es' : 'en';
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [importing, setImporting] = useState(false);
  const published = exportableNames(designs.data ?? []);
  const allTicked = published.length > 0 && published.every((name) => ticked.has(name));
  const someTicked = published.some((name) => ticked.has(name));
  const tick = (name: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.designer.title')} />
      <Card variant="outlined">
        <Stack direction="row" spacing={1} useFlexGap sx={{ p: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1, px: 1 }}>
            {translate('app.designer.title')}
          </Typography>
          {canExport && designs.data && <BundleExportButton designs={designs.data} ticked={ticked} />}
          {canImport && (
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
              {translate('app.designer.bundle.import')}
            </Button>
          )}
          {canWrite && (
            <Button component={RouterLink} to="?id=new" variant="contained" startIcon={<AddIcon />}>
              {translate('app.designer.list.new')}
            </Button>
          )}
        </Stack>
        {designs.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {designs.isError && (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void designs.refetch()}>{translate('app.designer.list.retry')}</Button>}>
            {translate('app.designer.list.loadError')}
          </Alert>
        )}
        {designs.data?.length === 0 && <Typography role="status" sx={{ p: 2 }} color="text.secondary">{translate('app.designer.list.empty')}</Typography>}
        {designs.data && designs.data.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('app.designer.title')}>
              <TableHead>
                <TableRow>
                  {canExport && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={allTicked}
                        indeterminate={someTicked && !allTicked}
                        disabled={published.length === 0}
                        onChange={() => setTicked(allTicked ? new Set() : new Set(published))}
                        slotProps={{ input: { 'aria-label': translate('app.designer.bundle.selectAll') } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>{translate('app.designer.list.label')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('app.designer.list.name')}</TableCell>
                  <TableCell>{translate('app.designer.list.state')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('app.designer.list.updatedAt')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {designs.data.map((design) => (
                  <TableRow key={design.id} hover selected={ticked.has(design.name)}>
                    {canExport && (
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={ticked.has(design.name)}
                          disabled={design.publishedVersion === null}
                          onChange={() => tick(design.name)}
                          slotProps={{
                            input: {
                              'aria-label': translate(design.publishedVersion === null ? 'app.designer.bundle.notPublished' : 'app.designer.bundle.select', {
                                name: design.label[lang] || design.name,
                              }),
                            },
                          }}
                        />
                      </TableCell>
                    )}
                    <TableCell>
                      <Link component={RouterLink} to={`?id=${design.id}`}>{design.label[lang] || design.name}</Link>
                      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, wordBreak: 'break-word' }}>{design.name}</Typography>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{design.name}</TableCell>
                    <TableCell><StateChip design={design} /></TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{new Date(design.updatedAt).toLocaleString(locale)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Card>
      {canImport && <BundleImportDialog open={importing} onClose={() => setImporting(false)} />}
    </Box>
  );
}
