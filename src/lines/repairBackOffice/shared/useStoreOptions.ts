import { useQuery } from '@tanstack/react-query';
import { useBackOfficeCalls } from './useBackOffice';

/** Every store as a select option (the loan phone's and the user's store). */
export function useStoreOptions() {
  const calls = useBackOfficeCalls();
  return useQuery({
    queryKey: ['backOffice', 'stores', 'options'], staleTime: 60_000,
    queryFn: async () => (await calls.workShopGetAll({ pageIndex: 1, pageSize: 1000 })).items.map((s) => ({ value: s.id, text: s.name })),
  });
}
