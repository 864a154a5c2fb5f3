import { lazyComponent } from '../../engine/lazyComponent';
import { defineLine } from '../defineLine';
import { deepMerge } from '../../shell/i18n/defineMessages';
import { bundleMessages } from './bundleMessages';
import { designerCalls } from './calls';
import { designerMessages } from './messages';
import { ruleMessages } from './ruleMessages';
import { MENU_PATHS } from '../../../contracts/menuPaths';

const DesignerPage = lazyComponent(() => import('./DesignerPage'), 'DesignerPage');

/**
 * The Resource Designer (issue 19): an administrator defines, versions and publishes resources at run time; the
 * published ones are rendered by the engine like the built-in ones (src/shell/runtime/).
 */
export default defineLine({
  name: 'resourceDesigner',
  definitions: [],
  registry: {},
  pages: [{ path: MENU_PATHS.designer, component: DesignerPage }],
  messages: {
    en: deepMerge(designerMessages.en, bundleMessages.en, ruleMessages.en),
    es: deepMerge(designerMessages.es, bundleMessages.es, ruleMessages.es),
  },
  calls: designerCalls,
});
