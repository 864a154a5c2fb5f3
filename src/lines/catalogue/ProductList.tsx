import { Alert, Box, Button, Card, CardActions, CardContent, Grid, LinearProgress, Pagination, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { withToken, type CatalogueDataProvider } from './calls';
import { ProductFilterBar } from './ProductFilterBar';
import { ProductImage } from './ProductImage';
import { detailLink, filtersFromParams, listRequest, pageFromParams, paramsWith, PRODUCT_PAGE_SIZE, type ProductFilters } from './productFilters';
import { useCatalogueOptions } from './useCatalogueOptions';

/** The product list (spec 01 §2.2): filters and page in the URL, 50 cards a page, each with a Detail link. */
export function ProductList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CatalogueDataProvider>();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const page = pageFromParams(params);
  const options = useCatalogueOptions();
  const request = listRequest(filters, page);
  const list = useQuery({
    queryKey: ['catalogue', 'products', request],
    queryFn: () => dataProvider.listProducts(request),
    placeholderData: keepPreviousData,
  });
  const go = (next: ProductFilters, nextPage: number) => setParams(paramsWith(params, next, nextPage));
  const pages = Math.max(1, Math.ceil((list.data?.totalItemCount ?? 0) / PRODUCT_PAGE_SIZE));
  const imageBase = options.settings?.image.url;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.catalogue.title')} />
      <ProductFilterBar applied={filters} options={options} onSearch={(next) => go(next, 1)} />
      <Box sx={{ height: 4, mb: 1 }}>{list.isFetching && <LinearProgress />}</Box>
      {list.isError && (
        <Alert severity="error" action={<Button onClick={() => list.refetch()}>{translate('app.catalogue.retry')}</Button>}>
          {translate('app.catalogue.loadError')} {(list.error as Error).message}
        </Alert>
      )}
      {list.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="product-count">
          {translate('app.catalogue.results', { count: list.data.totalItemCount.toLocaleString() })}
        </Typography>
      )}
      {list.data?.items.length === 0 && <Alert severity="info">{translate('app.catalogue.empty')}</Alert>}
      <Grid container spacing={2}>
        {list.data?.items.map((product) => (
          <Grid key={product.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="product-card">
              <ProductImage src={imageBase && withToken(imageBase + product.image)} alt={product.name} height={160} />
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{product.name}</Typography>
                <Typography variant="caption" color="text.secondary">{product.sku}</Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>{product.description}</Typography>
              </CardContent>
              <CardActions>
                <Button component={Link} to={detailLink(pathname, product.id, params)} size="small">{translate('app.catalogue.detail')}</Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      {pages > 1 && (
        <Pagination sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} count={pages} page={Math.min(page, pages)} onChange={(_e, next) => go(filters, next)} siblingCount={1} />
      )}
    </Box>
  );
}
