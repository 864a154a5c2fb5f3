import { lazyComponent } from '../../engine/lazyComponent';
import { defineLine } from '../defineLine';
import { repairOrderCalls } from './calls';
import { repairOrderMessages } from './messages';

const LogisticsDashboard = lazyComponent(() => import('./LogisticsDashboard'), 'LogisticsDashboard');

/** Repair orders, logistics side (spec 03 §2.1-§2.4): the dashboard, the shared order table, its modals and the search. */
export default defineLine({
  name: 'repairOrders',
  definitions: [],
  registry: {},
  pages: [
    { path: '/MobileOperator/Logistics', component: LogisticsDashboard },
    { path: '/MobileOperator/dashboard', component: LogisticsDashboard },
  ],
  messages: repairOrderMessages,
  calls: repairOrderCalls,
});
