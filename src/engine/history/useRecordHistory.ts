import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { HISTORY_PAGE_SIZE } from '../../../dataProviders/history';

/** A page of a record's history through the data provider (never fetched by the view itself). */
export const useRecordHistory = (resource: string, id: Identifier, page: number) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: [resource, 'getHistory', { id: String(id), page }],
    queryFn: () => dataProvider.getHistory(resource, id, page, HISTORY_PAGE_SIZE),
    // the page shown stays while the next one loads
    placeholderData: keepPreviousData,
    retry: false,
  });
};
