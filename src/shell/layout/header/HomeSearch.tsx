import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Badge, Box, IconButton, InputBase, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useHeaderSearch } from '../headerSearch';
import { fieldStyle } from './searchFieldStyle';

const SearchField = ({ autoFocus, onEscape }: { autoFocus?: boolean; onEscape?: () => void }) => {
  const translate = useTranslate();
  const [search, setSearch] = useHeaderSearch();
  const label = translate('app.layout.search.placeholder');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (search) setSearch('');
    else onEscape?.();
  };
  return (
    <Box sx={[fieldStyle, { flexGrow: 1 }]}>
      <SearchIcon fontSize="small" sx={{ mr: 1, opacity: 0.8 }} />
      <InputBase
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={label}
        autoFocus={autoFocus}
        inputProps={{ 'aria-label': label }}
        sx={{ color: 'inherit', flexGrow: 1, '& input': { py: 0.75 } }}
      />
    </Box>
  );
};

/** The home page's search box (its code loads with the home page, see HeaderSearch). */
export const HomeSearch = ({ search }: { search: string }) => {
  const translate = useTranslate();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [expanded, setExpanded] = useState(false);

  if (!compact) {
    return (
      <Box sx={{ width: { sm: 200, md: 260 }, mx: 1 }}>
        <SearchField />
      </Box>
    );
  }
  if (!expanded) {
    const label = translate('app.layout.search.open');
    return (
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setExpanded(true)}>
          <Badge color="warning" variant="dot" invisible={!search}>
            <SearchIcon />
          </Badge>
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Box
      sx={{ position: 'absolute', inset: 0, zIndex: 2, display: 'flex', alignItems: 'center', gap: 1, px: 1, bgcolor: 'inherit' }}
    >
      <SearchField autoFocus onEscape={() => setExpanded(false)} />
      <IconButton color="inherit" aria-label={translate('app.layout.search.close')} onClick={() => setExpanded(false)}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
};
