import { lazyComponent } from '../../engine/lazyComponent';
import { deepMerge, type MessageTree } from '../../shell/i18n/defineMessages';
import { defineLine } from '../defineLine';
import { repairOrderCalls } from './calls';
import { repairOrderMessages } from './messages';
import { pointOfSaleCalls } from './pointOfSale/calls';
import { pointOfSaleMessages } from './pointOfSale/messages';
import type { QueuedNewOrder } from './pointOfSale/newOrderChain';
import { technicianCalls, technicianMessages, technicianPages } from './technician';
import { MENU_PATHS } from '../../../contracts/menuPaths';

const LogisticsDashboard = lazyComponent(() => import('./LogisticsDashboard'), 'LogisticsDashboard');
const PointSafe = lazyComponent(() => import('./pointOfSale/PointSafe'), 'PointSafe');

/** The line's message areas, each defineMessages'd beside its screens, merged per language. */
const merged = (...areas: { en: MessageTree; es: MessageTree }[]) => ({
  en: deepMerge(...areas.map((area) => area.en)), es: deepMerge(...areas.map((area) => area.es)),
});

/** Repair orders (spec 03): the logistics dashboard, the shared order table, its modals and the search; the point of sale; the technician's screens. */
export default defineLine({
  name: 'repairOrders',
  definitions: [],
  registry: {},
  pages: [
    { path: MENU_PATHS.logistics, component: LogisticsDashboard },
    { path: MENU_PATHS.mobileDashboard, component: LogisticsDashboard },
    { path: MENU_PATHS.pointOfSale, component: PointSafe },
    ...technicianPages,
  ],
  messages: merged(repairOrderMessages, pointOfSaleMessages, technicianMessages),
  calls: (http, upload) => {
    const calls = { ...repairOrderCalls(http, upload), ...pointOfSaleCalls(http), ...technicianCalls(http) };
    return {
      ...calls,
      /**
       * A point of sale's new order made offline, sent as its documented calls (issue 51, newOrderChain.ts). Its code
       * loads when one is sent (the create form has it already); a download that fails is a lost connection, which
       * the queue tries again (retryQueued).
       */
      saveNewOrder: async (order: QueuedNewOrder) => (await import('./pointOfSale/newOrderChain')).sendNewOrder(calls, order),
    };
  },
});
