import { lazyComponent } from '../../engine/lazyComponent';
import type { RegistryEntries } from '../../engine/registry';

/** What the back office's definitions name: the loan phone's open-order cell (loaded when a list first shows it). */
export const repairBackOfficeRegistry: RegistryEntries = {
  displays: {
    LentToOrder: lazyComponent(() => import('./loans/LentToOrder'), 'LentToOrder'),
  },
};
