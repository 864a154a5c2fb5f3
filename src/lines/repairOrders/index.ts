import { lazyComponent } from '../../engine/lazyComponent';
import { deepMerge } from '../../i18n/defineMessages';
import { defineLine } from '../defineLine';
import { repairOrderCalls } from './calls';
import { repairOrderMessages } from './messages';
import { technicianCalls, technicianMessages, technicianPages } from './technician';

const LogisticsDashboard = lazyComponent(() => import('./LogisticsDashboard'), 'LogisticsDashboard');

/** Repair orders (spec 03 §2.1-§2.4): the dashboard, the shared order table, its modals and the search; the technician's screens. */
export default defineLine({
  name: 'repairOrders',
  definitions: [],
  registry: {},
  pages: [
    { path: '/MobileOperator/Logistics', component: LogisticsDashboard },
    { path: '/MobileOperator/dashboard', component: LogisticsDashboard },
    ...technicianPages,
  ],
  messages: {
    en: deepMerge(repairOrderMessages.en, technicianMessages.en),
    es: deepMerge(repairOrderMessages.es, technicianMessages.es),
  },
  calls: (http) => ({ ...repairOrderCalls(http), ...technicianCalls(http) }),
});
