import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Chip, IconButton, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isInvoiceFile } from '../../../../contracts/repairPointOfSaleRules';
import type { CreateOrderState } from './useCreateOrder';

/** The server's accepted kinds (mock-server/lines/repairOrders/files.ts): PDF documents and pictures. */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.gif,application/pdf,image/*';

/**
 * The files tab (spec 03 §2.5, §5): the invoice's name and the files; one chosen file must carry that name. They are
 * uploaded to the order's arrival documents once it exists.
 */
export function FilesSection({ form }: { form: CreateOrderState }) {
  const translate = useTranslate();
  const { files, setFiles, invoiceName, setInvoiceName, touched } = form;
  const hasInvoice = files.some((file) => isInvoiceFile(file.name, invoiceName));
  const add = (chosen: FileList | null) => {
    const list = Array.from(chosen ?? []);
    setFiles((current) => [...current.filter((f) => !list.some((n) => n.name === f.name)), ...list]);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField size="small" required label={translate('app.pointOfSale.files.invoiceName')} value={invoiceName}
        onChange={(event) => setInvoiceName(event.target.value)}
        error={touched && !hasInvoice}
        helperText={touched && !hasInvoice ? translate('app.pointOfSale.files.invoiceMissing') : translate('app.pointOfSale.files.invoiceHint')} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {translate('app.pointOfSale.files.choose')}
          <input hidden type="file" multiple accept={ACCEPT} aria-label={translate('app.pointOfSale.files.choose')}
            onChange={(event) => { add(event.target.files); event.target.value = ''; }} />
        </Button>
        <Typography variant="caption" color="text.secondary">{translate('app.pointOfSale.files.accepted')}</Typography>
      </Box>
      {files.length === 0 && <Typography color="text.secondary">{translate('app.pointOfSale.files.none')}</Typography>}
      <List dense disablePadding>
        {files.map((file) => (
          <ListItem key={file.name} disableGutters secondaryAction={
            <IconButton edge="end" aria-label={translate('app.pointOfSale.files.remove', { name: file.name })}
              onClick={() => setFiles((current) => current.filter((f) => f !== file))}><DeleteIcon /></IconButton>
          }>
            <ListItemText primary={file.name} secondary={`${Math.max(1, Math.round(file.size / 1024))} KB`} sx={{ overflowWrap: 'anywhere', pr: 1 }} />
            {isInvoiceFile(file.name, invoiceName) && <Chip size="small" color="success" label={translate('app.pointOfSale.files.isInvoice')} sx={{ mr: 1 }} />}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
