import { lazyComponent } from '../../engine/lazyComponent';
import { defineLine } from '../defineLine';
import { uploadsCalls } from './calls';
import { uploadsDefinitions } from '../../../resources/uploads';
import { uploadsMessages } from './messages';
import { MENU_PATHS } from '../../../contracts/menuPaths';

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
    { path: MENU_PATHS.uploadFile, component: UploadFilePage },
    { path: MENU_PATHS.newUpload, component: NewUploadFilePage },
    { path: MENU_PATHS.orderUpload, component: OrderLoadingPage },
    { path: MENU_PATHS.repairOrderUpload, component: OrderLoadingPage },
  ],
  messages: uploadsMessages,
  calls: uploadsCalls,
});
