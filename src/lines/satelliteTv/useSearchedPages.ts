import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PageRequest } from './calls';

/**
 * A server-paged list with a search box: what is typed is searched once typing pauses (300 ms), going back to the
 * first page; the previous page stays shown while the next loads.
 */
export function useSearchedPages<T>(name: string, pageSize: number, fetchPage: (request: PageRequest) => Promise<T>) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => { setSearch(typed.trim()); setPageIndex(1); }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useQuery({
    queryKey: ['satelliteTv', name, search, pageIndex],
    queryFn: () => fetchPage({ search, pageIndex, pageSize }),
    placeholderData: keepPreviousData,
  });
  return { typed, setTyped, pageIndex, setPageIndex, list };
}
