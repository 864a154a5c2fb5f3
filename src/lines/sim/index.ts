import { lazyComponent } from '../../engine/lazyComponent';
import { defineLine } from '../defineLine';
import { simCalls } from './calls';
import { simMessages } from './messages';

const SimValidation = lazyComponent(() => import('./SimValidation'), 'SimValidation');
const SimPrint = lazyComponent(() => import('./SimPrint'), 'SimPrint');

/** The SIM tools (spec 01 §2.2, §7.7): validation of order/gift/SIM triples and printing of SIM pairs. */
export default defineLine({
  name: 'sim',
  definitions: [],
  registry: {},
  pages: [
    { path: '/SimCard/components/TableSimCards', component: SimValidation },
    { path: '/SimCard/components/PrintSimCards', component: SimPrint },
  ],
  messages: simMessages,
  calls: simCalls,
});
