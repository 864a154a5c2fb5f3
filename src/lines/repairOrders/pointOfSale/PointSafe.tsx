import AddCircleIcon from '@mui/icons-material/AddCircle';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Alert, Box, Button, Skeleton, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { OptionSelect } from './OptionSelect';
import { ConsultOrders } from './ConsultOrders';
import { CreateOrder } from './CreateOrder';
import { serverMessage } from '../useOrderAction';
import { useWorkshops } from './useWorkshops';

type Mode = 'create' | 'consult';

/**
 * The point of sale (spec 03 §2.5), titled Punto de venta until a workshop is chosen, then by its name: the user's
 * workshop (chosen at once when there is only one), then Generar nueva Orden or Consultar Orden.
 */
export function PointSafe() {
  const translate = useTranslate();
  const workshops = useWorkshops();
  const [mode, setMode] = useState<Mode | null>(null);
  const chosen = workshops.chosen;
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0, maxWidth: 1200 }}>
      <Title title={chosen?.name ?? translate('app.pointOfSale.title')} />
      {workshops.isPending && <Skeleton variant="rounded" height={56} />}
      {workshops.error != null && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={workshops.retry}>{translate('app.pointOfSale.retry')}</Button>}>
          {translate('app.pointOfSale.loadError', { message: serverMessage(workshops.error) })}
        </Alert>
      )}
      {workshops.list?.length === 0 && <Alert severity="warning">{translate('app.pointOfSale.noWorkshops')}</Alert>}
      {workshops.list && workshops.list.length > 0 && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          {workshops.list.length === 1 ? (
            <Typography variant="h6" component="h1" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <StorefrontIcon color="primary" />{chosen?.name}
            </Typography>
          ) : (
            <OptionSelect label={translate('app.pointOfSale.workshop')} value={chosen?.id ?? ''} options={workshops.list}
              onChange={(id) => { workshops.choose(id === '' ? null : id); setMode(null); }} sx={{ maxWidth: 360 }}
              helperText={chosen ? ' ' : translate('app.pointOfSale.chooseWorkshop')} />
          )}
          {!chosen && (
            // what the choice leads to (issue 47 item 8): the select alone said nothing of it
            <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 260px', maxWidth: 520, mb: { sm: 2.5 } }}>
              {translate('app.pointOfSale.nextSteps')}
            </Typography>
          )}
          {chosen && (
            <ToggleButtonGroup exclusive color="primary" value={mode} onChange={(_event, value: Mode | null) => value && setMode(value)}
              orientation={narrow ? 'vertical' : 'horizontal'} fullWidth={narrow} sx={{ mb: workshops.list.length > 1 && !narrow ? 2.5 : 0 }}>
              <ToggleButton value="create"><AddCircleIcon sx={{ mr: 1 }} />{translate('app.pointOfSale.create')}</ToggleButton>
              <ToggleButton value="consult"><ManageSearchIcon sx={{ mr: 1 }} />{translate('app.pointOfSale.consult')}</ToggleButton>
            </ToggleButtonGroup>
          )}
        </Box>
      )}
      {chosen && mode === 'create' && <CreateOrder key={chosen.id} workshopId={chosen.id} />}
      {chosen && mode === 'consult' && <ConsultOrders key={chosen.id} workshopId={chosen.id} />}
    </Box>
  );
}
