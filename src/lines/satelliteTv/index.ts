import { lazyComponent } from '../../engine/lazyComponent';
import { defineLine } from '../defineLine';
import { satelliteTvCalls } from './calls';
import { remissionCalls } from './remissionCalls';
import { satelliteTvMessages } from './allMessages';

const IntegrationConsole = lazyComponent(() => import('./IntegrationConsole'), 'IntegrationConsole');
const InventoryAdjustment = lazyComponent(() => import('./InventoryAdjustment'), 'InventoryAdjustment');
const IntegrationAdjustment = lazyComponent(() => import('./IntegrationAdjustment'), 'IntegrationAdjustment');
const Remission = lazyComponent(() => import('./remission/Remission'), 'Remission');
const DetailRemission = lazyComponent(() => import('./remission/DetailRemission'), 'DetailRemission');
const Talker = lazyComponent(() => import('./talker/Talker'), 'Talker');
const TalkerST = lazyComponent(() => import('./talker/TalkerST'), 'TalkerST');
const Georeferencing = lazyComponent(() => import('./order/Georeferencing'), 'Georeferencing');
const SerialAssignment = lazyComponent(() => import('./order/SerialAssignment'), 'SerialAssignment');

/**
 * The satellite-TV line (spec 02) as workflow pages: part 1 (issue 14) the integration console, inventory adjustments
 * and integration adjustments; part 2 (issue 15) remissions with their dispatch note, talker labels, and under the
 * mobile-operator prefix georeferencing and the order's serials.
 */
export default defineLine({
  name: 'satelliteTv',
  definitions: [],
  registry: {},
  pages: [
    { path: '/SatelliteTV/components/Process', component: IntegrationConsole },
    { path: '/SatelliteTV/components/InventoryAdjustment', component: InventoryAdjustment },
    { path: '/SatelliteTV/components/IntegrationAdjustment', component: IntegrationAdjustment },
    { path: '/SatelliteTV/components/Remission', component: Remission },
    { path: '/SatelliteTV/components/DetailRemission', component: DetailRemission },
    { path: '/SatelliteTV/components/Talker', component: Talker },
    { path: '/SatelliteTV/components/TalkerST', component: TalkerST },
    { path: '/MobileOperator/Georeferencing', component: Georeferencing },
    { path: '/MobileOperator/SerialAssignmentPreRecruitment', component: SerialAssignment },
  ],
  messages: satelliteTvMessages,
  calls: (http, upload) => ({ ...satelliteTvCalls(http), ...remissionCalls(http, upload) }),
});
