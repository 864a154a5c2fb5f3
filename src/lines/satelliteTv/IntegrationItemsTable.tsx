import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RemoveItemCell } from './RemoveItemCell';
import { PHYSICAL_STATES } from '../../../contracts/endpoints/satelliteTvAdjustments';
import type { MasterItem } from './calls';
import { serialList, type ItemDraft } from './integrationForm';

interface Props {
  items: ItemDraft[];
  serialized: boolean;
  master: { wareHouses: MasterItem[]; subInventories: MasterItem[]; parts: MasterItem[] };
  /** absent: read-only (an opened adjustment) */
  onRemove?: (index: number) => void;
}

const nameOf = (list: readonly { id: string; name: string }[], id: string) => list.find((option) => option.id === id)?.name ?? id;

/** The adjustment's items (spec 02 §2.5): material, destination warehouse, sub-inventory, physical state, quantity, serials. */
export function IntegrationItemsTable({ items, serialized, master, onRemove }: Props) {
  const translate = useTranslate();
  const label = (field: string) => translate(`app.satelliteTv.adjustments.integration.itemFields.${field}`);
  if (items.length === 0) return <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('app.satelliteTv.adjustments.noItems')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto', mt: 1 }}>
      <Table size="small" aria-label={translate('app.satelliteTv.adjustments.items')}>
        <TableHead>
          <TableRow>
            {['cod_parte', 'cod_bodega', 'subinventario', 'codestado_fisicoparte', 'cantidad'].map((field) => <TableCell key={field}>{label(field)}</TableCell>)}
            {serialized && <TableCell>{label('serials')}</TableCell>}
            {onRemove && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow key={`${index}-${item.cod_parte}`}>
              <TableCell>{item.cod_parte} - {nameOf(master.parts, item.cod_parte)}</TableCell>
              <TableCell>{item.cod_bodega} - {nameOf(master.wareHouses, item.cod_bodega)}</TableCell>
              <TableCell>{nameOf(master.subInventories, item.subinventario)}</TableCell>
              <TableCell>{nameOf(PHYSICAL_STATES, item.codestado_fisicoparte)}</TableCell>
              <TableCell>{item.cantidad}</TableCell>
              {serialized && <TableCell sx={{ fontFamily: 'monospace' }}>{serialList(item.serials).join(', ')}</TableCell>}
              {onRemove && <RemoveItemCell index={index} onRemove={onRemove} />}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
