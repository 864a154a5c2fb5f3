import { lazyComponent } from '../../engine/lazyComponent';
import { defineLine } from '../defineLine';
import { repairBackOfficeCalls } from './calls';
import { repairBackOfficeDefinitions } from '../../../resources/repairBackOffice';
import { repairBackOfficeRegistry } from './registry';
import { repairBackOfficeMessages } from './messages';
import { MENU_PATHS } from '../../../contracts/menuPaths';

const UsersPage = lazyComponent(() => import('./users/UsersPage'), 'UsersPage');
const LogsPage = lazyComponent(() => import('./logs/LogsPage'), 'LogsPage');
const ConsultOrderPage = lazyComponent(() => import('./consult/ConsultOrderPage'), 'ConsultOrderPage');
const AbandonedPage = lazyComponent(() => import('./abandoned/AbandonedPage'), 'AbandonedPage');
const SalesChannelPage = lazyComponent(() => import('./salesChannel/SalesChannelPage'), 'SalesChannelPage');

/**
 * The repair back office (spec 04, issue 18): stores and loan phones (definitions the engine draws), user management, order lookup, abandoned
 * devices, the event log and the sales-channel form. The technician's screens are the repairOrders line's.
 */
export default defineLine({
  name: 'repairBackOffice',
  definitions: repairBackOfficeDefinitions,
  registry: repairBackOfficeRegistry,
  pages: [
    { path: MENU_PATHS.backOfficeUsers, component: UsersPage },
    { path: MENU_PATHS.logs, component: LogsPage },
    { path: MENU_PATHS.consult, component: ConsultOrderPage },
    { path: MENU_PATHS.abandoned, component: AbandonedPage },
    { path: MENU_PATHS.salesChannel, component: SalesChannelPage },
  ],
  messages: repairBackOfficeMessages,
  calls: repairBackOfficeCalls,
});
