import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RemoveItemCell } from './RemoveItemCell';
import type { MasterItem } from './calls';
import type { InventoryItemDraft } from './inventoryForm';
import { MasterSelect } from './MasterSelect';

interface Props {
  items: InventoryItemDraft[];
  parts: MasterItem[];
  errors: Record<string, string>;
  onChange: (items: InventoryItemDraft[]) => void;
  onAdd: () => void;
}

const FIELDS = ['productID', 'quantity', 'itemInstanceSerialNumber', 'pairedItemInstanceSerialNumber'] as const;

/** The new adjustment's items sub-table (spec 02 §2.4): each row edited in place, added and removed freely. */
export function InventoryItemsEditor({ items, parts, errors, onChange, onAdd }: Props) {
  const translate = useTranslate();
  const label = (field: string) => translate(`app.satelliteTv.adjustments.inventory.itemFields.${field}`);
  const set = (index: number, field: (typeof FIELDS)[number], value: string) =>
    onChange(items.map((item, at) => (at === index ? { ...item, [field]: value } : item)));
  const problem = (index: number, field: string) => errors[`items.${index}.${field}`];
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h3">{translate('app.satelliteTv.adjustments.items')}</Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>{translate('app.satelliteTv.adjustments.addItem')}</Button>
      </Box>
      {/* what Guardar checks (spec 02 §5 has no rules: only what keeps the data sound) */}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('app.satelliteTv.adjustments.inventory.rules')}</Typography>
      {errors.items && <Typography role="alert" color="error" variant="body2">{translate(errors.items)}</Typography>}
      {items.length === 0 ? <Typography variant="body2" color="text.secondary">{translate('app.satelliteTv.adjustments.noItems')}</Typography> : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('app.satelliteTv.adjustments.items')} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>{label('line')}</TableCell>
                {FIELDS.map((field) => <TableCell key={field}>{label(field)}</TableCell>)}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item, index) => (
                <TableRow key={item.key}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    <MasterSelect
                      fullWidth size="small" options={parts} value={item.productID} onChange={(value) => set(index, 'productID', value)}
                      label={`${label('productID')} ${index + 1}`} error={Boolean(problem(index, 'productID'))}
                      helperText={problem(index, 'productID') && translate(problem(index, 'productID'))}
                    />
                  </TableCell>
                  {/* a text keyboard for the quantity too: a phone's number pad may have no minus sign */}
                  {(['quantity', 'itemInstanceSerialNumber', 'pairedItemInstanceSerialNumber'] as const).map((field) => (
                    <TableCell key={field}>
                      <TextField
                        size="small" label={`${label(field)} ${index + 1}`} value={item[field]} onChange={(event) => set(index, field, event.target.value)}
                        error={Boolean(problem(index, field))} helperText={problem(index, field) && translate(problem(index, field))}
                      />
                    </TableCell>
                  ))}
                  <RemoveItemCell index={index} onRemove={(at) => onChange(items.filter((_item, i) => i !== at))} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
