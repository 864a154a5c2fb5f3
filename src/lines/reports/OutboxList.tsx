import { Alert, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { runtimeConfig } from '../../boot/config';
import { outboxFileLink, type ReportsDataProvider } from './calls';
import { anyWaiting, statusColor, statusDetail } from './mailRules';

/** The reports this user e-mailed, each with its real state (sent, not sent yet and when it is retried, given up)
 * and a link to the .xlsx that was attached; refreshed by itself while one is still waiting. */
export function OutboxList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ReportsDataProvider>();
  const outbox = useQuery({
    queryKey: ['reports', 'outbox'],
    queryFn: () => dataProvider.listOutbox(),
    refetchInterval: (query) => (anyWaiting(query.state.data) ? 5_000 : false),
  });
  return (
    <section aria-labelledby="report-outbox-title">
      <Typography id="report-outbox-title" variant="subtitle1" component="h2">{translate('app.reports.outbox')}</Typography>
      {outbox.isError && <Alert severity="error">{(outbox.error as Error).message}</Alert>}
      {outbox.data?.length === 0 && <Typography variant="body2" color="text.secondary">{translate('app.reports.outboxEmpty')}</Typography>}
      <List dense>
        {outbox.data?.slice(0, 10).map((entry) => {
          const detail = statusDetail(entry, locale);
          return (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={(
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Chip size="small" color={statusColor(entry.status)} label={translate(`app.reports.mailStatus.${entry.status}`)} />
                    <Link href={outboxFileLink(runtimeConfig().apiBase, entry.id)} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>{entry.file}</Link>
                  </Stack>
                )}
                secondary={[
                  translate('app.reports.outboxRow', { subject: entry.subject, to: entry.to, rows: entry.rows }),
                  detail ? translate(detail.key, detail.params) : new Date(entry.createdAt).toLocaleString(locale),
                ].join(' · ')}
                slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
