import { lazyComponent } from '../../engine/lazyComponent';
import { defineLine } from '../defineLine';
import { reportCalls } from './calls';
import { reportMessages } from './messages';
import { MENU_PATHS } from '../../../contracts/menuPaths';

const ReportConfiguration = lazyComponent(() => import('./ReportConfiguration'), 'ReportConfiguration');
const ReportPicker = lazyComponent(() => import('./ReportPicker'), 'ReportPicker');
const ReportViewer = lazyComponent(() => import('./ReportViewer'), 'ReportViewer');
const MailboxPage = lazyComponent(() => import('./mailbox/MailboxPage'), 'MailboxPage');

/** Reports (spec 01 §2.1-2.2, spec 04 §2.11-13): configuration, picker and viewer, three workflow pages; and the Mailbox. */
export default defineLine({
  name: 'reports',
  definitions: [],
  registry: {},
  pages: [
    { path: MENU_PATHS.reportConfiguration, component: ReportConfiguration },
    { path: MENU_PATHS.reports, component: ReportPicker },
    { path: MENU_PATHS.reportViewer, component: ReportViewer },
    // the administrators' Mailbox (issue 36): the report mail as the embedded catcher received it
    { path: MENU_PATHS.mailbox, component: MailboxPage },
  ],
  messages: reportMessages,
  calls: reportCalls,
});
