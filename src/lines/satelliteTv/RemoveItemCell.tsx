import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, TableCell } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The last cell of an item row: removes the item at `index` (named by its line number, or by `label`). */
export const RemoveItemCell = ({ index, onRemove, label }: { index: number; onRemove: (index: number) => void; label?: string }) => {
  const translate = useTranslate();
  return (
    <TableCell>
      <IconButton aria-label={label ?? translate('app.satelliteTv.adjustments.removeItem', { line: index + 1 })} onClick={() => onRemove(index)}>
        <DeleteIcon />
      </IconButton>
    </TableCell>
  );
};
