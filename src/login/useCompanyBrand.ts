import { useEffect, useState } from 'react';
import { apiClient } from '../apiClient';
import type { CompanyInfo } from '../layout/useCompanyInfo';

export type CompanyBrand = Pick<CompanyInfo, 'name' | 'logo'>;

/** Name and logo from the public Company/Info; null until it answers, and for good if it fails. */
export const useCompanyBrand = (): CompanyBrand | null => {
  const [brand, setBrand] = useState<CompanyBrand | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    apiClient<CompanyInfo>({ path: 'Company/Info', signal: abort.signal })
      .then(({ data }) => setBrand(data?.name || data?.logo ? { name: data.name ?? '', logo: data.logo ?? '' } : null))
      .catch(() => undefined); // the page works without its branding
    return () => abort.abort();
  }, []);
  return brand;
};
