import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../shellCalls';
import * as routes from '../../../contracts/routes';
import { useAfterFirstScreen } from '../../boot/whenIdle';

/** Company info (spec 01 §3), shown in the footer and the Helper panel. */
export type { CompanyInfo } from '../../../contracts/endpoints/session';
import type { CompanyInfo } from '../../../contracts/endpoints/session';

export const useCompanyInfo = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [routes.companyGet.path],
    queryFn: (): Promise<CompanyInfo> => dataProvider.getCompanyInfo(),
    staleTime: Infinity,
    enabled: useAfterFirstScreen(),
  });
};
