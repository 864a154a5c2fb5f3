import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PublishIcon from '@mui/icons-material/Publish';
import SaveIcon from '@mui/icons-material/Save';
import TableViewIcon from '@mui/icons-material/TableView';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FieldsSection } from './FieldsSection';
import { MenuSection } from './MenuSection';
import { PreviewDialog } from './PreviewDialog';
import { ResourceSection } from './ResourceSection';
import { RulesSection } from './RulesSection';
import { SampleDialog } from './SampleDialog';
import { useDesignEditor } from './useDesignEditor';
import { useDesignerAccess } from './useDesignerAccess';
import { VersionsPanel } from './VersionsPanel';

/** One design: its resource settings, fields, rules across two fields and menu entry, with Save draft, Preview and Publish; then its versions. */
export function DesignEditor({ id }: { id: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const state = useDesignEditor(id);
  const { canWrite } = useDesignerAccess();
  const [confirming, setConfirming] = useState(false);
  const [sampling, setSampling] = useState(false);
  const { design, record } = state;
  const lang = locale === 'es' ? 'es' : 'en';
  const title = record ? record.draft.label[lang] || record.name : translate('app.designer.editor.newTitle');

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, pb: 4 }}>
      <Title title={`${translate('app.designer.title')} · ${title}`} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Button component={RouterLink} to="." startIcon={<ArrowBackIcon />}>{translate('app.designer.editor.back')}</Button>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1, minWidth: 160 }}>{title}</Typography>
        {canWrite && design && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button startIcon={<TableViewIcon />} onClick={() => setSampling(true)} disabled={state.busy}>{translate('app.designer.editor.sample')}</Button>
            <Button startIcon={<VisibilityIcon />} onClick={() => void state.showPreview()} disabled={state.busy}>{translate('app.designer.editor.preview')}</Button>
            <Button variant="outlined" startIcon={<SaveIcon />} onClick={() => void state.saveDraft()} disabled={state.busy}>{translate('app.designer.editor.saveDraft')}</Button>
            <Button variant="contained" startIcon={<PublishIcon />} onClick={() => setConfirming(true)} disabled={state.busy}>{translate('app.designer.editor.publish')}</Button>
          </Stack>
        )}
      </Stack>
      {(state.loading || state.busy) && <LinearProgress aria-label={translate('app.designer.editor.loading')} sx={{ mb: 1 }} />}
      {state.failed && <Alert severity="error">{translate(id > 0 ? 'app.designer.editor.notFound' : 'app.designer.list.loadError')}</Alert>}
      {!canWrite && design && <Alert severity="info" sx={{ mb: 1 }}>{translate('app.designer.editor.readOnly')}</Alert>}
      {design && state.options && (
        <Stack spacing={2}>
          <ResourceSection state={state} design={design} readOnly={!canWrite} />
          <FieldsSection state={state} design={design} readOnly={!canWrite} resources={state.options.resources} />
          <RulesSection state={state} design={design} readOnly={!canWrite} />
          <MenuSection state={state} design={design} readOnly={!canWrite} options={state.options} />
          {record && <VersionsPanel record={record} onRestore={state.restore} canRestore={canWrite && !state.busy} />}
        </Stack>
      )}
      <Confirm
        isOpen={confirming}
        title={translate('app.designer.editor.confirmPublishTitle', { name: design?.label[lang] || design?.name || '' })}
        content={translate('app.designer.editor.confirmPublish')}
        confirm={translate('app.designer.editor.publish')}
        onConfirm={() => {
          setConfirming(false);
          void state.publish();
        }}
        onClose={() => setConfirming(false)}
      />
      {state.preview && design && <PreviewDialog preview={state.preview} design={design} onClose={state.closePreview} />}
      {sampling && design && (
        <SampleDialog
          onClose={() => setSampling(false)}
          onApply={(fields) => {
            setSampling(false);
            state.edit({ ...design, fields, sort: undefined });
          }}
        />
      )}
    </Box>
  );
}
