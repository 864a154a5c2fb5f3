import { lazyComponent } from '../../engine/lazyComponent';
import { defineLine } from '../defineLine';
import { repairBackOfficeCalls } from './calls';
import { repairBackOfficeMessages } from './messages';

const StoresPage = lazyComponent(() => import('./stores/StoresPage'), 'StoresPage');
const LoanPhonesPage = lazyComponent(() => import('./loans/LoanPhonesPage'), 'LoanPhonesPage');

/**
 * The repair back office (spec 04, issue 18): stores, loan phones, user management, order lookup, abandoned
 * devices, the event log and the sales-channel form. The technician's screens are the repairOrders line's.
 */
export default defineLine({
  name: 'repairBackOffice',
  definitions: [],
  registry: {},
  pages: [
    { path: '/MobileOperator/WorkShopManagement', component: StoresPage },
    { path: '/MobileOperator/LoanPhoneManagement', component: LoanPhonesPage },
  ],
  messages: repairBackOfficeMessages,
  calls: repairBackOfficeCalls,
});
