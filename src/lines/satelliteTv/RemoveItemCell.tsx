import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, TableCell } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The last cell of an adjustment's item row: removes the item at `index` (named by its line number). */
export const RemoveItemCell = ({ index, onRemove }: { index: number; onRemove: (index: number) => void }) => {
  const translate = useTranslate();
  return (
    <TableCell>
      <IconButton aria-label={translate('app.satelliteTv.adjustments.removeItem', { line: index + 1 })} onClick={() => onRemove(index)}>
        <DeleteIcon />
      </IconButton>
    </TableCell>
  );
};
