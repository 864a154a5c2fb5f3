import { defineLine } from '../defineLine';
import { adminCalls } from './calls';
import { adminDefinitions } from '../../../resources/admin';
import { adminMessages } from './messages';
import { adminRegistry } from './registry';

/**
 * The administration area (spec 01 §2.2, §3-§7): data sources with their roles, users, menus and files, the users
 * screen, the permissions screen, and the warehouses. Its screens are generated from the definitions.
 */
export default defineLine({
  name: 'admin',
  definitions: adminDefinitions,
  registry: adminRegistry,
  pages: [],
  messages: adminMessages,
  calls: adminCalls,
});
