import { Alert, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { runtimeConfig } from '../../config';
import { outboxFileLink, type ReportsDataProvider } from './calls';

/** What was "e-mailed" (the mock's outbox): each sent report with a link to its .xlsx. */
export function OutboxList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ReportsDataProvider>();
  const outbox = useQuery({ queryKey: ['reports', 'outbox'], queryFn: () => dataProvider.listOutbox() });
  return (
    <section aria-labelledby="report-outbox-title">
      <Typography id="report-outbox-title" variant="subtitle1" component="h2">{translate('app.reports.outbox')}</Typography>
      {outbox.isError && <Alert severity="error">{(outbox.error as Error).message}</Alert>}
      {outbox.data?.length === 0 && <Typography variant="body2" color="text.secondary">{translate('app.reports.outboxEmpty')}</Typography>}
      <List dense>
        {outbox.data?.slice(0, 10).map((entry) => (
          <ListItem key={entry.id} disableGutters>
            <ListItemText
              primary={<Link href={outboxFileLink(runtimeConfig().apiBase, entry.id)} target="_blank" rel="noopener">{entry.file}</Link>}
              secondary={`${translate('app.reports.outboxRow', { subject: entry.subject, to: entry.to, rows: entry.rows })} · ${new Date(entry.sentAt).toLocaleString(locale)}`}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
