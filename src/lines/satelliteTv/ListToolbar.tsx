import ClearIcon from '@mui/icons-material/Clear';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Button, IconButton, InputAdornment, Menu, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  /** called once typing pauses (300 ms) with the trimmed text */
  onSearch: (search: string) => void;
  onNew?: () => void;
  onRefresh: () => void;
}

/** An adjustment list's toolbar (spec 02 §2.4): the search box and the Options menu with New and Refresh. */
export function ListToolbar({ onSearch, onNew, onRefresh }: Props) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => onSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);
  const t = (key: string) => translate(`app.satelliteTv.adjustments.${key}`);
  const choose = (action?: () => void) => {
    setMenu(null);
    action?.();
  };
  return (
    <>
      <TextField
        size="small" type="search" label={t('search')} value={typed} onChange={(event) => setTyped(event.target.value)} sx={{ flex: 1, minWidth: 160, maxWidth: 360 }}
        slotProps={{ input: { endAdornment: typed && (
          <InputAdornment position="end">
            <IconButton size="small" aria-label={t('clearSearch')} onClick={() => setTyped('')}><ClearIcon fontSize="small" /></IconButton>
          </InputAdornment>
        ) } }}
      />
      <Button
        variant="outlined" size="small" endIcon={<MoreVertIcon />} onClick={(event) => setMenu(event.currentTarget)}
        aria-haspopup="menu" aria-expanded={Boolean(menu)} aria-controls={menu ? 'stv-options' : undefined}
      >
        {t('options')}
      </Button>
      <Menu id="stv-options" anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {onNew && <MenuItem onClick={() => choose(onNew)}>{t('new')}</MenuItem>}
        <MenuItem onClick={() => choose(onRefresh)}>{t('refresh')}</MenuItem>
      </Menu>
    </>
  );
}
