import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { USER_FILTER_TYPES, type UserFilterType } from '../../../../contracts/endpoints/repairBackOfficeUsers';
import { SelectField } from '../shared/SelectField';

export interface UserFilter {
  type: UserFilterType;
  param1: string;
  param2: string;
  /** '' both, '1' active, '0' inactive */
  state: '' | '1' | '0';
}

export const NO_FILTER: UserFilter = { type: 'all', param1: '', param2: '', state: '' };
const isDate = (type: UserFilterType) => type === 'creationDate' || type === 'updateDate';

/** Filter by type (a value, or a date range for the two date types) and by state; Search applies it. */
export function UserFilterBar({ onSearch }: { onSearch: (filter: UserFilter) => void }) {
  const translate = useTranslate();
  const [filter, setFilter] = useState<UserFilter>(NO_FILTER);
  const types = USER_FILTER_TYPES.map((type) => ({ value: type, text: translate(`app.backOffice.users.filter.types.${type}`) }));
  const states = [
    { value: 'any', text: translate('app.backOffice.users.filter.anyState') },
    { value: '1', text: translate('app.backOffice.users.states.active') },
    { value: '0', text: translate('app.backOffice.users.states.inactive') },
  ];
  const field = (key: 'param1' | 'param2', label: string) => (
    <TextField
      size="small" label={translate(label)} type={isDate(filter.type) ? 'date' : 'text'} value={filter[key]} sx={{ minWidth: 160, flex: '1 1 160px' }}
      onChange={(e) => setFilter({ ...filter, [key]: e.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-field': key } }}
    />
  );
  return (
    <Box component="form" role="search" onSubmit={(e) => { e.preventDefault(); onSearch(filter); }} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, width: '100%', alignItems: 'flex-start' }}>
      <Box sx={{ minWidth: 180, flex: '1 1 180px' }}>
        <SelectField name="type" label="app.backOffice.users.filter.type" value={filter.type} options={types} onChange={(v) => setFilter({ ...filter, type: v as UserFilterType, param1: '', param2: '' })} />
      </Box>
      {filter.type !== 'all' && field('param1', isDate(filter.type) ? 'app.backOffice.users.filter.from' : 'app.backOffice.users.filter.value')}
      {isDate(filter.type) && field('param2', 'app.backOffice.users.filter.to')}
      <Box sx={{ minWidth: 140, flex: '1 1 140px' }}>
        <SelectField name="state" label="app.backOffice.users.filter.state" value={filter.state || 'any'} options={states} onChange={(v) => setFilter({ ...filter, state: v === 'any' ? '' : (v as '1' | '0') })} />
      </Box>
      <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>{translate('app.backOffice.common.search')}</Button>
      <Button onClick={() => { setFilter(NO_FILTER); onSearch(NO_FILTER); }}>{translate('app.backOffice.common.clear')}</Button>
    </Box>
  );
}
