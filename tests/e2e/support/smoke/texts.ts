import './browserGlobals';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { messagesWith } from '../../../../src/shell/i18n/i18nProvider';
import { adminMessages } from '../../../../src/lines/admin/messages';
import { repairBackOfficeMessages } from '../../../../src/lines/repairBackOffice/messages';
import { uploadsMessages } from '../../../../src/lines/uploads/messages';

const messagesByLanguage = messagesWith(adminMessages, uploadsMessages, repairBackOfficeMessages);

/** The app's English text for a message key, as the screens show it (the smoke test runs in English). */
export const translate = polyglotI18nProvider(() => messagesByLanguage.en, 'en', [], { allowMissing: true }).translate;

/** react-admin's words the generated screens use. */
export const UI = {
  create: translate('ra.action.create'),
  save: translate('ra.action.save'),
  delete: translate('ra.action.delete'),
  edit: translate('ra.action.edit'),
  confirm: translate('ra.action.confirm'),
  close: translate('ra.action.close'),
  search: translate('ra.action.search'),
  nextPage: translate('ra.navigation.next'),
  previousPage: translate('ra.navigation.previous'),
  rowsPerPage: translate('ra.navigation.page_rows_per_page'),
  clearFilters: translate('ra.navigation.clear_filters'),
  created: translate('app.engine.saved'),
  updated: translate('app.engine.saved'),
  deleted: translate('ra.notification.deleted', { smart_count: 1 }),
};
