import ArrowBack from '@mui/icons-material/ArrowBack';
import Description from '@mui/icons-material/Description';
import Edit from '@mui/icons-material/Edit';
import { Alert, Box, Button, CircularProgress, Grid, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { productSave } from '../../../contracts/endpoints/catalogue';
import { SESSION_KEYS } from '../../shell/auth/session';
import { useCallAllowed } from '../../shell/auth/useCallAllowed';
import { withToken, type CatalogueDataProvider } from './calls';
import { EditProductDialog } from './EditProductDialog';
import { ProductGallery } from './ProductGallery';

const DETAIL_FIELDS = ['name', 'description', 'category', 'group', 'cod_Ean', 'high', 'long', 'width', 'weight', 'unit_of_weight'] as const;
const STOCK_FIELDS = ['id', 'winery', 'amount', 'subInventory'] as const;

/**
 * The product detail (spec 01 §2.2): Regresa, Ver Ficha Tecnica, Editar (not for role value 2, nor for a user the policy
 * refuses Products/Save), details, stock, gallery.
 */
export function ProductDetail() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<CatalogueDataProvider>();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const userId = Number(localStorage.getItem(SESSION_KEYS.userId));
  const [editing, setEditing] = useState(false);
  const detail = useQuery({ queryKey: ['catalogue', 'product', id], queryFn: () => dataProvider.getProductDetails(id), enabled: id > 0 });
  const stock = useQuery({ queryKey: ['catalogue', 'stock', id], queryFn: () => dataProvider.getProductStock(id), enabled: id > 0 });
  // spec 01 §6: treated as 1 until it answers; 2 hides Editar
  const role = useQuery({ queryKey: ['catalogue', 'role', userId], queryFn: () => dataProvider.getProductRoleValue(userId), enabled: userId > 0 });
  const roleValue = role.data ?? 1;
  // and the server's policy: Products/Save needs W on the catalogue's product entries
  const canSave = useCallAllowed(productSave);

  if (detail.isPending) return <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress /></Box>;
  if (detail.isError) return <Alert severity="error" sx={{ m: 2 }}>{(detail.error as Error).message}</Alert>;
  const product = detail.data;
  const pictures = product.files.filter((f) => f.contentType.startsWith('image/'));
  const sheet = product.files.find((f) => !f.contentType.startsWith('image/'));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.catalogue.productTitle', { sku: product.sku })} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button startIcon={<ArrowBack />} onClick={() => navigate(-1)}>{translate('app.catalogue.back')}</Button>
        {sheet && (
          <Button startIcon={<Description />} href={withToken(sheet.url)} target="_blank" rel="noopener">{translate('app.catalogue.sheet')}</Button>
        )}
        {roleValue !== 2 && canSave && (
          <Button startIcon={<Edit />} variant="contained" onClick={() => setEditing(true)}>{translate('app.catalogue.edit')}</Button>
        )}
      </Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{product.name}</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductGallery key={pictures.map((p) => p.url).join()} pictures={pictures} name={product.name} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined">
            <Table size="small" aria-label={translate('app.catalogue.details')}>
              <TableBody>
                {DETAIL_FIELDS.map((field) => (
                  <TableRow key={field}>
                    <TableCell component="th" sx={{ fontWeight: 600, width: '40%' }}>{translate(`app.catalogue.fields.${field}`)}</TableCell>
                    <TableCell>{String(product[field])}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          {stock.data && stock.data.length > 0 && (
            <Paper variant="outlined" sx={{ mt: 2, overflowX: 'auto' }}>
              <Typography variant="subtitle1" sx={{ px: 2, pt: 1 }}>{translate('app.catalogue.stock')}</Typography>
              {/* on a phone the table scrolls sideways (its Paper scrolls) rather than breaking its words */}
              <Table size="small" aria-label={translate('app.catalogue.stock')} data-testid="stock-table" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
                <TableHead>
                  <TableRow>{STOCK_FIELDS.map((field) => <TableCell key={field}>{translate(`app.catalogue.fields.${field}`)}</TableCell>)}</TableRow>
                </TableHead>
                <TableBody>
                  {stock.data.map((row) => (
                    <TableRow key={row.id}>{STOCK_FIELDS.map((field) => <TableCell key={field}>{row[field]}</TableCell>)}</TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          )}
        </Grid>
      </Grid>
      {editing && (
        <EditProductDialog
          product={product}
          onClose={() => setEditing(false)}
          onSave={async (input) => {
            await dataProvider.saveProduct({ id, ...input });
            await queryClient.invalidateQueries({ queryKey: ['catalogue'] });
          }}
        />
      )}
    </Box>
  );
}
