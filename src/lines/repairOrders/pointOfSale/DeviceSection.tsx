import { Alert, Box, Checkbox, FormControlLabel, FormGroup, FormLabel, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { localToday } from '../../../../contracts/repairPointOfSaleRules';
import { ACCESSORY_FIELDS, daysSincePurchase, deviceProblems, warrantyOf, type DeviceForm } from './orderForm';
import { OptionSelect } from './OptionSelect';
import type { CreateOrderState } from './useCreateOrder';
import { useNotOnDevice, useOptions } from './useOptions';

type Field = keyof DeviceForm;

/** The device tab (spec 03 §2.5, §5): line type, brand → model, IMEI, purchase date and warranty, MIN, accessories, DOA / exhibition, faults. */
export function DeviceSection({ form }: { form: CreateOrderState }) {
  const translate = useTranslate();
  const { device, setDevice, touched, imeiPattern } = form;
  const today = localToday();
  const notHere = useNotOnDevice();
  const lineTypes = useOptions(['lineTypes'], (dp) => dp.getTypeLineAll());
  const brands = useOptions(['brands'], (dp) => dp.getBrandAll());
  const models = useOptions(['models', Number(device.idBrand)], (dp) => dp.getModelByBrand({ brand: Number(device.idBrand) }), device.idBrand !== '');
  const faults = useOptions(['foulTypes'], (dp) => dp.getFoulTypeAll());
  const problems = touched ? deviceProblems(device, imeiPattern, today) : {};
  const set = (field: Field) => (value: string | number | boolean) => setDevice((d) => ({ ...d, [field]: value }));
  const error = (field: Field) => {
    const problem = problems[field];
    if (!problem) return {};
    return { error: true, helperText: translate(problem === 'required' ? 'ra.validation.required' : `app.pointOfSale.${problem}`, { pattern: imeiPattern.source }) };
  };
  const text = (field: 'imei' | 'min' | 'comments' | 'observation' | 'purchaseDate', required: boolean, extra: object = {}) => (
    <TextField size="small" fullWidth required={required} label={translate(`app.pointOfSale.device.${field}`)} value={device[field]}
      onChange={(event) => set(field)(event.target.value)} helperText=" " {...extra} {...error(field)} />
  );
  const select = (field: 'idLineType' | 'idBrand' | 'idModel' | 'idFoulType' | 'idFoulType2', label: string, query: ReturnType<typeof useOptions>, extra: object = {}) => (
    <OptionSelect required label={translate(`app.pointOfSale.device.${label}`)} value={device[field]} options={query.data}
      loading={query.isFetching} unavailable={notHere(query)} onChange={set(field)} {...extra} {...error(field)} />
  );
  const warranty = warrantyOf(device, today);
  const days = daysSincePurchase(device.purchaseDate, today);
  const numeric = { slotProps: { htmlInput: { inputMode: 'numeric' } } };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {select('idLineType', 'lineType', lineTypes)}
        {select('idBrand', 'brand', brands, { onChange: (value: number | '') => setDevice((d) => ({ ...d, idBrand: value, idModel: '' })) })}
        {select('idModel', 'model', models, { waitingFor: translate('app.pointOfSale.device.chooseBrand') })}
        {text('imei', true, { ...numeric, placeholder: '356938035643809' })}
        {text('purchaseDate', true, { type: 'date', slotProps: { inputLabel: { shrink: true }, htmlInput: { max: today } } })}
        {text('min', true, { ...numeric, placeholder: '3001234567' })}
      </Box>
      <Alert severity={warranty === null ? 'info' : warranty ? 'success' : 'warning'} data-warranty={String(warranty)}>
        <strong>{translate('app.pointOfSale.device.warranty')}: </strong>
        {warranty === null ? translate('app.pointOfSale.device.noWarrantyYet')
          : translate(warranty ? 'app.pointOfSale.device.underWarranty' : 'app.pointOfSale.device.outOfWarranty', { days })}
      </Alert>
      <FormGroup row sx={{ gap: 2 }}>
        {(['doa', 'exhibition'] as const).map((flag) => (
          <FormControlLabel key={flag} label={translate(`app.pointOfSale.device.${flag}`)} disabled={form.busy !== null}
            control={<Checkbox checked={device[flag]} onChange={(event) => void form.setFlag(flag, event.target.checked)} />} />
        ))}
      </FormGroup>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">{translate('app.pointOfSale.device.accessories')}</FormLabel>
        <FormGroup row>
          {ACCESSORY_FIELDS.map((name) => (
            <FormControlLabel key={name} label={translate(`app.pointOfSale.device.${name}`)}
              control={<Checkbox checked={device[name]} onChange={(event) => set(name)(event.target.checked)} />} />
          ))}
        </FormGroup>
      </Box>
      {text('comments', false, { multiline: true, minRows: 2 })}
      <Typography variant="subtitle2" component="h3">{translate('app.pointOfSale.device.faults')}</Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {select('idFoulType', 'foulType', faults)}
        {select('idFoulType2', 'foulType2', faults)}
      </Box>
      {text('observation', false, { multiline: true, minRows: 2 })}
    </Box>
  );
}
