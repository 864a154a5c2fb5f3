import { lazyComponent } from '../../engine/lazyComponent';
import { defineLine } from '../defineLine';
import { simCalls } from './calls';
import { simMessages } from './messages';
import { MENU_PATHS } from '../../../contracts/menuPaths';

const SimValidation = lazyComponent(() => import('./SimValidation'), 'SimValidation');
const SimPrint = lazyComponent(() => import('./SimPrint'), 'SimPrint');

/** The SIM tools (spec 01 §2.2, §7.7): validation of order/gift/SIM triples and printing of SIM pairs. */
export default defineLine({
  name: 'sim',
  definitions: [],
  registry: {},
  pages: [
    { path: MENU_PATHS.simValidation, component: SimValidation },
    { path: MENU_PATHS.simPrint, component: SimPrint },
  ],
  messages: simMessages,
  calls: simCalls,
});
