import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, IconButton, Menu, MenuItem, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';

/**
 * The language switch (English / Español). Choosing one goes through the i18nProvider's changeLocale, which
 * stores it under `language` and reloads the page. On phones the button shows the icon only.
 */
export const LanguageMenu = () => {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.layout.language.label');
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;
  const openMenu = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const choose = (next: string) => {
    setAnchor(null);
    if (next !== locale) setLocale(next);
  };
  return (
    <>
      {compact ? (
        <Tooltip title={`${label}: ${current}`}>
          <IconButton color="inherit" aria-label={`${label}: ${current}`} aria-haspopup="menu" onClick={openMenu}>
            <TranslateIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          color="inherit"
          aria-label={`${label}: ${current}`}
          aria-haspopup="menu"
          startIcon={<TranslateIcon />}
          endIcon={<ExpandMoreIcon fontSize="small" />}
          onClick={openMenu}
          sx={{ flexShrink: 0 }}
        >
          {current}
        </Button>
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={() => choose(language.locale)}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
