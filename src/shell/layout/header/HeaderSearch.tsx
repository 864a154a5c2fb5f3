import SearchIcon from '@mui/icons-material/Search';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyComponent } from '../../../engine/lazyComponent';
import { HOME_PATH } from '../../routes';
import { useHeaderSearch } from '../headerSearch';
import { fieldStyle } from './searchFieldStyle';

/** The search box's place while its code loads: the field's size (a 24 px icon button's on phones). */
const SearchPlaceholder = () => {
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (compact) return <Box aria-hidden sx={{ width: 40, height: 40, flexShrink: 0 }} />;
  return (
    <Box aria-hidden sx={{ width: { sm: 200, md: 260 }, mx: 1 }}>
      <Box sx={[fieldStyle, { height: 35 }]}>
        <SearchIcon fontSize="small" sx={{ mr: 1, opacity: 0.8 }} />
      </Box>
    </Box>
  );
};

const HomeSearch = lazyComponent<{ search: string }, typeof import('./HomeSearch')>(() => import('./HomeSearch'), 'HomeSearch', <SearchPlaceholder />);

/**
 * The header search text: the home page filters its cards (the menu's options) with it. It shows only there, where
 * it acts (a list has its own search box, which searches the list: two boxes, one of them doing nothing, confused
 * people), and its text is forgotten on leaving, so no page starts filtered by an old search.
 * On phones it collapses to an icon that opens the field over the app bar.
 */
export const HeaderSearch = () => {
  const { pathname } = useLocation();
  const onHome = pathname === HOME_PATH;
  const [search, setSearch] = useHeaderSearch();
  useEffect(() => {
    if (!onHome && search) setSearch('');
  }, [onHome, search, setSearch]);
  return onHome ? <HomeSearch search={search} /> : null;
};

