import { lazyComponent } from '../../engine/lazyComponent';
import { defineLine } from '../defineLine';
import { satelliteTvCalls } from './calls';
import { satelliteTvMessages } from './allMessages';

const IntegrationConsole = lazyComponent(() => import('./IntegrationConsole'), 'IntegrationConsole');
const InventoryAdjustment = lazyComponent(() => import('./InventoryAdjustment'), 'InventoryAdjustment');
const IntegrationAdjustment = lazyComponent(() => import('./IntegrationAdjustment'), 'IntegrationAdjustment');

/**
 * The satellite-TV line (spec 02), part 1 (issue 14): the integration console, inventory adjustments and
 * integration adjustments, as workflow pages. Part 2 (issue 15: remissions, talkers...) adds its pages here.
 */
export default defineLine({
  name: 'satelliteTv',
  definitions: [],
  registry: {},
  pages: [
    { path: '/SatelliteTV/components/Process', component: IntegrationConsole },
    { path: '/SatelliteTV/components/InventoryAdjustment', component: InventoryAdjustment },
    { path: '/SatelliteTV/components/IntegrationAdjustment', component: IntegrationAdjustment },
  ],
  messages: satelliteTvMessages,
  calls: satelliteTvCalls,
});
