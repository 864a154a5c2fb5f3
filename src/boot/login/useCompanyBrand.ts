import { useEffect, useState } from 'react';
import { apiClient } from '../../shell/apiClient';
import { sessionCalls } from '../../shell/auth/sessionCalls';
import type { CompanyInfo } from '../../../contracts/endpoints/session';

export type CompanyBrand = Pick<CompanyInfo, 'name' | 'logo'>;

/** Name and logo from the public Company/Info; null until it answers, and for good if it fails. */
export const useCompanyBrand = (): CompanyBrand | null => {
  const [brand, setBrand] = useState<CompanyBrand | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    sessionCalls(apiClient)
      .getCompanyInfo(abort.signal)
      .then((data) => setBrand(data?.name || data?.logo ? { name: data.name ?? '', logo: data.logo ?? '' } : null))
      .catch(() => undefined); // the page works without its branding
    return () => abort.abort();
  }, []);
  return brand;
};
