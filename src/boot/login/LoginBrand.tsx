import { Icon } from './icons';
import type { Translate } from './loginTexts';
import type { CompanyBrand } from './useCompanyBrand';

/** The company's logo and name when Company/Info answers; the console's name and a lock otherwise. */
export const LoginBrand = ({ brand, t }: { brand: CompanyBrand | null; t: Translate }) => (
  <div className="login-brand">
    {brand?.logo ? (
      <img src={brand.logo} alt={t('app.login.logo', { name: brand.name })} />
    ) : (
      <div className="login-avatar">
        <Icon name="lock" />
      </div>
    )}
    <div style={{ minWidth: 0 }}>
      {brand?.name && <p className="login-brand-name">{brand.name}</p>}
      <p className="login-secondary">{t('app.login.console')}</p>
    </div>
  </div>
);
