import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Link, List, ListItem, Stack, Typography, useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { Confirm, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { BundleImportReview } from './BundleImportReview';
import { useBundleImport, type ImportProblem } from './useBundleImport';

/** A problem's text: its key translated, a server's message (a key or a text) translated when it is a key. */
const useProblemText = () => {
  const translate = useTranslate();
  return (problem: ImportProblem) => {
    const values = { ...problem.values };
    if (typeof values.message === 'string') values.message = translate(values.message, { _: values.message });
    return translate(problem.key, values);
  };
};

/**
 * Import of a design bundle (issue 35): choose a .json file, review what would change here (Bundle/Diff changes
 * nothing), tick the resources to apply, confirm, and see the versions published, each linked to its design.
 */
export function BundleImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.designer.bundle.${key}`, options);
  const problemText = useProblemText();
  const [locale] = useLocaleState();
  const lang = locale === 'es' ? 'es' : 'en';
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const state = useBundleImport();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = state.phase === 'reading' || state.phase === 'applying';

  const close = () => {
    if (busy) return;
    state.reset();
    setConfirming(false);
    onClose();
  };

  const chooser = (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="bundle-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void state.choose(file);
        }}
      />
      <Button variant={state.phase === 'choose' ? 'contained' : 'text'} startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy}>
        {state.phase === 'choose' ? t('choose') : t('back')}
      </Button>
    </>
  );

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="lg" scroll="paper" aria-labelledby="bundle-import-title">
      <DialogTitle id="bundle-import-title">{t('importTitle')}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        {busy && <LinearProgress aria-label={t(state.phase === 'reading' ? 'reading' : 'applying')} sx={{ mb: 1 }} />}
        {(state.phase === 'choose' || state.phase === 'reading') && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2">{t('chooseIntro')}</Typography>
            {chooser}
            {state.fileName && <Typography variant="body2" color="text.secondary">{t('chosen', { file: state.fileName })}</Typography>}
          </Stack>
        )}
        {state.problem && (
          <Alert severity="error" role="alert" sx={{ my: 1 }}>
            {problemText(state.problem)}
          </Alert>
        )}
        {state.changedByHand && state.phase === 'choose' && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2">{t('unsignedOffer')}</Typography>
            <Button variant="outlined" onClick={() => void state.reviewUnsigned()}>{t('reviewUnsigned')}</Button>
          </Stack>
        )}
        {state.diff && (state.phase === 'review' || state.phase === 'applying') && (
          <>
            {state.fileName && <Typography variant="body2" color="text.secondary">{t('chosen', { file: state.fileName })}</Typography>}
            <BundleImportReview diff={state.diff} selected={state.selected} onToggle={state.toggle} onToggleAll={state.toggleAll} disabled={busy} />
          </>
        )}
        {state.phase === 'done' && state.result && (
          <Stack spacing={1.5}>
            <Alert severity="success" role="status">{t('done')}</Alert>
            {state.result.applied.length > 0 && (
              <Box component="section" aria-labelledby="bundle-applied">
                <Typography id="bundle-applied" variant="subtitle1" component="h3">{t('appliedTitle')}</Typography>
                <List dense aria-labelledby="bundle-applied">
                  {state.result.applied.map((applied) => {
                    const label = state.diff?.resources.find((resource) => resource.name === applied.name)?.label[lang];
                    const name = label ? `${label} (${applied.name})` : applied.name;
                    return (
                      <ListItem key={applied.name} disableGutters>
                        <Link component={RouterLink} to={`?id=${applied.id}`} aria-label={t('open', { name })}>
                          {t('applied', { name, version: applied.publishedVersion })}
                        </Link>
                      </ListItem>
                    );
                  })}
                </List>
              </Box>
            )}
            {state.result.unchanged.length > 0 && <Typography variant="body2">{t('unchangedApplied', { names: state.result.unchanged.join(', ') })}</Typography>}
            {state.result.skippedRoles.length > 0 && <Alert severity="warning">{t('skippedRoles', { roles: state.result.skippedRoles.join(', ') })}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(state.phase === 'review' || state.phase === 'applying') && <Box sx={{ mr: 'auto' }}>{chooser}</Box>}
        {state.phase === 'done' ? (
          <Button variant="contained" onClick={close}>{t('close')}</Button>
        ) : (
          <>
            <Button onClick={close} disabled={busy}>{t('cancel')}</Button>
            {(state.phase === 'review' || state.phase === 'applying') && (
              <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy || state.toApply.length === 0}>
                {t('apply', { count: state.toApply.length })}
              </Button>
            )}
          </>
        )}
      </DialogActions>
      <Confirm
        isOpen={confirming}
        title={t('confirmTitle', { count: state.toApply.length })}
        content={t(state.diff?.unsigned ? 'confirmUnsigned' : 'confirm')}
        confirm={t('apply', { count: state.toApply.length })}
        onConfirm={() => {
          setConfirming(false);
          void state.apply();
        }}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
