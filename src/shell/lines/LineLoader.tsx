import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PageLoading } from '../components/PageLoading';
import type { Catalogue } from './lineCatalogue';
import type { LineEntry } from '../../lines/index';

/**
 * Stands at a line's routes until the line is loaded: it loads it (the app then replaces these routes with the
 * line's own, and the same address shows the screen), or says it could not and offers to try again.
 */
export const LineLoader = ({ entry, catalogue }: { entry: LineEntry; catalogue: Catalogue }) => {
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    catalogue.load(entry).catch((error: unknown) => {
      console.error(`The ${entry.name} line could not be loaded:`, error);
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [catalogue, entry, attempt]);
  if (!failed) return <PageLoading />;
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button
          color="inherit"
          startIcon={<RefreshIcon />}
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {translate('ra.action.refresh')}
        </Button>
      }
    >
      {translate('app.errors.line_load')}
    </Alert>
  );
};
