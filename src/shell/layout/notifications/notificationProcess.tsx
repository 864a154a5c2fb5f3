import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type SvgIcon from '@mui/material/SvgIcon';
import { useTranslate } from 'react-admin';

/** Processing states of an uploaded file (spec 01 §3, §4). */
export type NotificationProcess = 'PENDING' | 'PENDING...' | 'COMPLETE' | 'ERROR';

export interface ProcessVisual {
  Icon: typeof SvgIcon;
  color: 'warning' | 'info' | 'success' | 'error' | 'disabled';
  /** i18n key of the state's name (the icon's accessible title). */
  label: string;
}

const VISUALS: Record<NotificationProcess, ProcessVisual> = {
  PENDING: { Icon: ScheduleIcon, color: 'warning', label: 'app.layout.notifications.process.pending' },
  'PENDING...': { Icon: AutorenewIcon, color: 'info', label: 'app.layout.notifications.process.processing' },
  COMPLETE: { Icon: CheckCircleIcon, color: 'success', label: 'app.layout.notifications.process.complete' },
  ERROR: { Icon: ErrorIcon, color: 'error', label: 'app.layout.notifications.process.error' },
};
const UNKNOWN: ProcessVisual = { Icon: HelpOutlineIcon, color: 'disabled', label: 'app.layout.notifications.process.unknown' };

/** The icon, colour and name of a process value; anything unexpected gets a neutral "unknown state". */
export const processVisual = (process: string): ProcessVisual =>
  Object.hasOwn(VISUALS, process) ? VISUALS[process as NotificationProcess] : UNKNOWN;

export const ProcessIcon = ({ process }: { process: string }) => {
  const translate = useTranslate();
  const { Icon, color, label } = processVisual(process);
  return <Icon color={color} titleAccess={translate(label)} data-process={process} />;
};
