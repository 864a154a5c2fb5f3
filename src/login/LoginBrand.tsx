import LockOutlined from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Translate } from './loginTexts';
import type { CompanyBrand } from './useCompanyBrand';

/** The company's logo and name when Company/Info answers; the console's name and a lock otherwise. */
export const LoginBrand = ({ brand, t }: { brand: CompanyBrand | null; t: Translate }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 56 }}>
    {brand?.logo ? (
      <Box
        component="img"
        src={brand.logo}
        alt={t('app.login.logo', { name: brand.name })}
        sx={{ width: 56, height: 56, objectFit: 'contain', borderRadius: 2, flexShrink: 0 }}
      />
    ) : (
      <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
        <LockOutlined />
      </Avatar>
    )}
    <Box sx={{ minWidth: 0 }}>
      {brand?.name && (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {brand.name}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('app.login.console')}
      </Typography>
    </Box>
  </Box>
);
