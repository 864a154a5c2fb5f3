import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Button, Card, CardContent, CardHeader, Chip, Grid, List, ListItem, ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { DesignRecord } from '../../../contracts/endpoints/resourceDesigner';
import type { DesignerDataProvider } from './calls';
import { versionByline } from './designRules';
import { VersionsCompared } from './VersionsCompared';

/** Every published version (newest first) with Restore, and two of them compared side by side. */
export function VersionsPanel({ record, onRestore, canRestore }: { record: DesignRecord; onRestore: (number: number) => Promise<void>; canRestore: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<DesignerDataProvider>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.designer.versions.${key}`, options);
  const versions = useQuery({ queryKey: ['resourceDesigner', 'versions', record.id, record.publishedVersion], queryFn: () => dataProvider.listDesignVersions(record.id) });
  const [from, setFrom] = useState<number>();
  const [to, setTo] = useState<number>();
  const [restoring, setRestoring] = useState<number>();
  useEffect(() => {
    const list = versions.data ?? [];
    if (list.length > 0) {
      setTo(list[0].number);
      setFrom(list[Math.min(1, list.length - 1)].number);
    }
  }, [versions.data]);
  const compared = useQuery({
    queryKey: ['resourceDesigner', 'compare', record.id, from, to],
    queryFn: () => dataProvider.compareDesignVersions(record.id, from!, to!),
    enabled: from !== undefined && to !== undefined,
  });
  const list = versions.data ?? [];
  const select = (label: string, value: number | undefined, set: (n: number) => void) => (
    <TextField select size="small" label={label} value={value ?? ''} onChange={(e) => set(Number(e.target.value))} sx={{ flex: '1 1 140px', maxWidth: 220 }}>
      {list.map((version) => <MenuItem key={version.number} value={version.number}>{t('number', { number: version.number })}</MenuItem>)}
    </TextField>
  );
  return (
    <Card variant="outlined" component="section" aria-labelledby="designer-versions">
      <CardHeader id="designer-versions" title={t('title')} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      <CardContent>
        {list.length === 0 && !versions.isPending && <Alert severity="info">{t('empty')}</Alert>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 4 }}>
            <List dense aria-label={t('title')}>
              {list.map((version) => (
                <ListItem key={version.number} sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{t('number', { number: version.number })}</span>
                        {version.number === record.publishedVersion && <Chip size="small" color="success" label={t('inUse')} />}
                      </Stack>
                    }
                    secondary={t(...versionByline(version, locale))}
                    sx={{ flex: '1 1 180px' }}
                  />
                  {canRestore && version.number !== record.publishedVersion && (
                    <Button size="small" startIcon={<RestoreIcon />} onClick={() => setRestoring(version.number)} aria-label={`${t('restore')} ${t('number', { number: version.number })}`}>
                      {t('restore')}
                    </Button>
                  )}
                </ListItem>
              ))}
            </List>
          </Grid>
          {list.length > 1 && (
            <Grid size={{ xs: 12, lg: 8 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
                {select(t('from'), from, setFrom)}
                {select(t('to'), to, setTo)}
              </Stack>
              {compared.data && <VersionsCompared compared={compared.data} />}
            </Grid>
          )}
        </Grid>
      </CardContent>
      <Confirm
        isOpen={restoring !== undefined}
        title={t('confirmRestoreTitle', { number: restoring ?? '' })}
        content={t('confirmRestore')}
        confirm={t('restore')}
        onConfirm={() => {
          const number = restoring!;
          setRestoring(undefined);
          void onRestore(number);
        }}
        onClose={() => setRestoring(undefined)}
      />
    </Card>
  );
}
