import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LOGIN_LANGUAGES, switchLanguage, type LoginLanguage, type Translate } from './loginTexts';

/** English / Español: stores the choice and reloads the page. */
export const LanguageSwitch = ({ language, t }: { language: LoginLanguage; t: Translate }) => (
  <ToggleButtonGroup
    size="small"
    color="primary"
    exclusive
    value={language}
    aria-label={t('app.login.language')}
    onChange={(_, chosen: LoginLanguage | null) => chosen && chosen !== language && switchLanguage(chosen)}
  >
    {LOGIN_LANGUAGES.map((code) => (
      <ToggleButton key={code} value={code} lang={code} sx={{ px: 2, py: 0.25, textTransform: 'none' }}>
        {t(`app.login.languages.${code}`)}
      </ToggleButton>
    ))}
  </ToggleButtonGroup>
);
