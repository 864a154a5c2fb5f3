import { lazyComponent } from '../../engine/lazyComponent';
import { defineLine } from '../defineLine';
import { uploadsCalls } from './calls';
import { uploadsDefinitions } from '../../../resources/uploads';
import { uploadsMessages } from './messages';

const UploadFilePage = lazyComponent(() => import('./UploadFilePage'), 'UploadFilePage');
const NewUploadFilePage = lazyComponent(() => import('./NewUploadFilePage'), 'NewUploadFilePage');
const OrderLoadingPage = lazyComponent(() => import('./OrderLoadingPage'), 'OrderLoadingPage');

/**
 * Spreadsheet uploads (issue 13; spec 01 §2.2, §4): upload types (a generated resource screen), the upload with
 * preview and import, the background upload, and the order loading (also on the mobile-operator line's route).
 */
export default defineLine({
  name: 'uploads',
  definitions: uploadsDefinitions,
  registry: {},
  pages: [
    { path: '/App/components/UploadFile', component: UploadFilePage },
    { path: '/App/components/NewUploadFile', component: NewUploadFilePage },
    { path: '/Upload/components/BoldOrderLoading', component: OrderLoadingPage },
    { path: '/MobileOperator/OrderLoading', component: OrderLoadingPage },
  ],
  messages: uploadsMessages,
  calls: uploadsCalls,
});
