import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ProductFilters } from './productFilters';
import type { useCatalogueOptions } from './useCatalogueOptions';

interface Props {
  applied: ProductFilters;
  options: ReturnType<typeof useCatalogueOptions>;
  onSearch: (filters: ProductFilters) => void;
}

/** Categoría, Grupo de Inventario, Negocio, SKU, Descripción and Buscar (Enter in a text field searches too). */
export function ProductFilterBar({ applied, options, onSearch }: Props) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(applied);
  // Back/Forward brings other filters: the draft follows them when they change in value. Not on every new object the
  // list passes as it draws again (its page arriving, the options loading): that wiped what the user was typing.
  const appliedKey = JSON.stringify(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }
  const set = <K extends keyof ProductFilters>(key: K, value: ProductFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const select = (key: 'catalog' | 'group' | 'business', label: string, allLabel: string, items: Array<{ id: number; name: string }>) => (
    <TextField select size="small" fullWidth={false} label={label} value={draft[key]} onChange={(e) => set(key, Number(e.target.value))} sx={{ width: { xs: '100%', sm: 200 } }} slotProps={{ htmlInput: { 'data-testid': `filter-${key}` } }}>
      <MenuItem value={0}>{allLabel}</MenuItem>
      {items.map((item) => (
        <MenuItem key={item.id} value={item.id}>{item.name}</MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      {select('catalog', translate('app.catalogue.category'), translate('app.catalogue.allCategories'), options.catalogs.map((c) => ({ id: c.idCatelogList, name: c.nameCatelogList })))}
      {select('group', translate('app.catalogue.group'), translate('app.catalogue.all'), options.groups.map((g) => ({ id: g.idInventoryGroup, name: g.nameInventoryGroup })))}
      {select('business', translate('app.catalogue.business'), translate('app.catalogue.all'), options.businesses)}
      <TextField size="small" fullWidth={false} label={translate('app.catalogue.sku')} value={draft.sku} onChange={(e) => set('sku', e.target.value)} sx={{ width: { xs: '100%', sm: 160 } }} />
      <TextField size="small" fullWidth={false} label={translate('app.catalogue.description')} value={draft.part} onChange={(e) => set('part', e.target.value)} sx={{ width: { xs: '100%', sm: 220 } }} />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>{translate('app.catalogue.search')}</Button>
    </Box>
  );
}
