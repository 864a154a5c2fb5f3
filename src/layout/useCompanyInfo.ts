import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';

/** Company info (spec 01 §3), shown in the footer and the Helper panel. */
export interface CompanyInfo {
  logo: string;
  year: number;
  version: string;
  createdate: string;
  email: string;
  phone: string;
  name: string;
  tenanId: string;
  twitter: string;
  facebook: string;
  instagram: string;
}

export const useCompanyInfo = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['Company/Info'],
    queryFn: async () => (await dataProvider.call<CompanyInfo>({ path: 'Company/Info' })).data,
    staleTime: Infinity,
  });
};
