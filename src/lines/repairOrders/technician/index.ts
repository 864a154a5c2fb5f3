/** The technician's part of the repair orders line (spec 03 §2.7, spec 04 §2.1, §2.8): its pages, texts and calls. */
import { lazyComponent } from '../../../engine/lazyComponent';
import type { LinePage } from '../../defineLine';
import { MENU_PATHS } from '../../../../contracts/menuPaths';

export { technicianCalls } from './calls';
export { technicianMessages } from './messages';

export const technicianPages: LinePage[] = [
  { path: MENU_PATHS.technicianForm, component: lazyComponent(() => import('./TechnicalServiceForm'), 'TechnicalServiceForm') },
  { path: MENU_PATHS.technicianWorkshop, component: lazyComponent(() => import('./TechnicalWorkshop'), 'TechnicalWorkshop') },
];
