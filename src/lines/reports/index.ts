import { lazyComponent } from '../../engine/lazyComponent';
import { defineLine } from '../defineLine';
import { reportCalls } from './calls';
import { reportMessages } from './messages';

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
    { path: '/system/report/ProcessReport', component: ReportConfiguration },
    { path: '/system/report/reports', component: ReportPicker },
    { path: '/system/report/report-view', component: ReportViewer },
    // the administrators' Mailbox (issue 36): the report mail as the embedded catcher received it
    { path: '/system/mailbox', component: MailboxPage },
  ],
  messages: reportMessages,
  calls: reportCalls,
});
