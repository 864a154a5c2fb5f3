import { lazyComponent } from '../../engine/lazyComponent';
import { defineLine } from '../defineLine';
import { catalogueCalls } from './calls';
import { catalogueMessages } from './messages';
import { MENU_PATHS } from '../../../contracts/menuPaths';

const ProductList = lazyComponent(() => import('./ProductList'), 'ProductList');
const ProductDetail = lazyComponent(() => import('./ProductDetail'), 'ProductDetail');

/** The three product-list entries of the menu (console, satellite-TV, mobile operator) and their detail screens. */
export const PRODUCT_LIST_PATHS = [MENU_PATHS.products, MENU_PATHS.tvProducts, MENU_PATHS.mobileProducts];
export const PRODUCT_DETAIL_PATHS = [MENU_PATHS.product, MENU_PATHS.tvProduct, MENU_PATHS.mobileProduct];

/** The product catalogue (spec 01 §2.2 product list and detail, §7.4): two workflow pages, no generated resource. */
export default defineLine({
  name: 'catalogue',
  definitions: [],
  registry: {},
  pages: [
    ...PRODUCT_LIST_PATHS.map((path) => ({ path, component: ProductList })),
    ...PRODUCT_DETAIL_PATHS.map((path) => ({ path, component: ProductDetail })),
  ],
  messages: catalogueMessages,
  calls: catalogueCalls,
});
