import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Chip, Collapse, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOGS_PAGE_SIZE } from '../../../../contracts/endpoints/repairBackOfficeUsers';
import type { LogRow } from '../calls';
import { BackOfficeTable, type BackOfficeColumn } from '../shared/BackOfficeTable';
import { PageShell } from '../shared/PageShell';
import { useBackOfficeCalls } from '../shared/useBackOffice';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The last 30 days, today included. */
const lastMonth = () => ({ start: isoDay(new Date(Date.now() - 29 * 86_400_000)), end: isoDay(new Date()) });

/** A stack folded to its first line; the button unfolds it. */
function FoldedStack({ stack }: { stack: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [first, ...rest] = stack.split('\n');
  return (
    <Box sx={{ fontFamily: 'monospace', fontSize: 12, maxWidth: 420 }}>
      <Box component="span" sx={{ wordBreak: 'break-all' }}>{first}</Box>
      {rest.length > 0 && (
        <>
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />} sx={{ ml: 1 }}>
            {translate(open ? 'app.backOffice.logs.hideStack' : 'app.backOffice.logs.showStack')}
          </Button>
          <Collapse in={open}><Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}>{rest.join('\n')}</Box></Collapse>
        </>
      )}
    </Box>
  );
}

/** The event log (spec 04 §2.3): a date range, 5 a page, Date, Message, StatusCode, Stack (folded), IsSuccess. */
export function LogsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const calls = useBackOfficeCalls();
  const [range, setRange] = useState(lastMonth);
  const [applied, setApplied] = useState(range);
  const [pageIndex, setPageIndex] = useState(1);
  const list = useQuery({
    queryKey: ['backOffice', 'logs', applied, pageIndex], placeholderData: keepPreviousData,
    queryFn: () => calls.logGetByFilter({ ...applied, pageIndex, pageSize: LOGS_PAGE_SIZE }),
  });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  const columns: BackOfficeColumn<LogRow>[] = [
    { key: 'date', label: 'app.backOffice.logs.fields.date', render: (l) => when.format(new Date(l.date)), nowrap: true },
    { key: 'message', label: 'app.backOffice.logs.fields.message', render: (l) => l.message },
    { key: 'statusCode', label: 'app.backOffice.logs.fields.statusCode', render: (l) => l.statusCode },
    { key: 'stack', label: 'app.backOffice.logs.fields.stack', render: (l) => <FoldedStack stack={l.stack} />, fold: true },
    {
      key: 'isSuccess', label: 'app.backOffice.logs.fields.isSuccess',
      render: (l) => <Chip size="small" color={l.isSuccess ? 'success' : 'error'} label={translate(l.isSuccess ? 'app.backOffice.common.yes' : 'app.backOffice.common.no')} />,
    },
  ];
  const dateField = (key: 'start' | 'end') => (
    <TextField
      size="small" type="date" label={translate(`app.backOffice.logs.${key}`)} value={range[key]} onChange={(e) => setRange({ ...range, [key]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-field': key } }}
    />
  );
  return (
    <PageShell title="app.backOffice.logs.title">
      <BackOfficeTable
        title={translate('app.backOffice.logs.title')} columns={columns} rows={list.data?.items} rowKey={(l) => l.id}
        total={list.data?.totalItemCount ?? 0} pageIndex={pageIndex} pageSize={LOGS_PAGE_SIZE} onPage={setPageIndex} loading={list.isFetching} error={list.error}
        toolbar={(
          <Box component="form" role="search" onSubmit={(e) => { e.preventDefault(); setApplied(range); setPageIndex(1); }} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {dateField('start')}
            {dateField('end')}
            <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>{translate('app.backOffice.common.search')}</Button>
          </Box>
        )}
      />
    </PageShell>
  );
}
