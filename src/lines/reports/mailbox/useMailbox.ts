// The Mailbox's state: the page of messages (and whether mail is caught here at all), the message opened (its id in
// the address, ?id=, so it can be linked), the page and its size (?page=, ?perPage=).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MAILBOX_PAGE_SIZES } from '../../../../contracts/endpoints/mailbox';
import type { ReportsDataProvider } from '../calls';
import { pageSizeOf } from './mailboxRules';

export function useMailbox() {
  const dataProvider = useDataProvider<ReportsDataProvider>();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perPage = pageSizeOf(params.get('perPage'), MAILBOX_PAGE_SIZES);
  const openId = Number(params.get('id')) || 0;
  const list = useQuery({
    queryKey: ['mailbox', 'list', page, perPage],
    queryFn: () => dataProvider.listMailbox(page, perPage),
    placeholderData: keepPreviousData,
  });
  const message = useQuery({
    queryKey: ['mailbox', 'message', openId],
    queryFn: () => dataProvider.getMailboxMessage(openId),
    enabled: openId > 0,
    retry: false,
  });
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return {
    list, message, page, perPage, openId,
    setPage: (p: number) => update({ page: String(p) }),
    setPerPage: (n: number) => update({ perPage: String(n), page: undefined }),
    open: (id: number) => update({ id: String(id) }),
    close: () => update({ id: undefined }),
  };
}
