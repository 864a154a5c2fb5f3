import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';

/** Company info (spec 01 §3), shown in the footer and the Helper panel. */
export type { CompanyInfo } from '../../dataProviders/apiTypes';
import type { CompanyInfo } from '../../dataProviders/apiTypes';

export const useCompanyInfo = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['Company/Info'],
    queryFn: async () => (await dataProvider.call<CompanyInfo>({ path: 'Company/Info' })).data,
    staleTime: Infinity,
  });
};
