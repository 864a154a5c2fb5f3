import { Box, Divider, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useCompanyInfo } from '../useCompanyInfo';
import { formatCompanyDate } from './companyDate';

/** Company year, version and last-update date (Company/Info), at the bottom of every page. */
export const AppFooter = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: company } = useCompanyInfo();
  if (!company) return null;
  return (
    // inside react-admin's <main>, so the landmark role is said explicitly
    <Box component="footer" role="contentinfo" sx={{ mt: 3 }}>
      <Divider />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 0.5,
          px: 1,
          py: 1.5,
          color: 'text.secondary',
        }}
      >
        <Typography variant="caption">{translate('app.layout.footer.copyright', { year: company.year, name: company.name })}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <Typography variant="caption">{translate('app.layout.footer.version', { version: company.version })}</Typography>
          <Typography variant="caption">
            {translate('app.layout.footer.updated', { date: formatCompanyDate(company.createdate, locale) })}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
};
