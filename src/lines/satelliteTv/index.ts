import { lazyComponent } from '../../engine/lazyComponent';
import { defineLine } from '../defineLine';
import { satelliteTvCalls } from './calls';
import { remissionCalls } from './remissionCalls';
import { satelliteTvMessages } from './allMessages';
import { MENU_PATHS } from '../../../contracts/menuPaths';

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
    { path: MENU_PATHS.tvProcess, component: IntegrationConsole },
    { path: MENU_PATHS.tvInventoryAdjustment, component: InventoryAdjustment },
    { path: MENU_PATHS.tvIntegrationAdjustment, component: IntegrationAdjustment },
    { path: MENU_PATHS.tvRemission, component: Remission },
    { path: MENU_PATHS.tvDetailRemission, component: DetailRemission },
    { path: MENU_PATHS.tvTalker, component: Talker },
    { path: MENU_PATHS.tvTalkerSt, component: TalkerST },
    { path: MENU_PATHS.georeferencing, component: Georeferencing },
    { path: MENU_PATHS.serialAssignment, component: SerialAssignment },
  ],
  messages: satelliteTvMessages,
  calls: (http, upload) => ({ ...satelliteTvCalls(http), ...remissionCalls(http, upload) }),
});
