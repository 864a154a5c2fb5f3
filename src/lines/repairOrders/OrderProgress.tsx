import BuildIcon from '@mui/icons-material/Build';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Step, StepLabel, Stepper, type StepIconProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { progressStep, PROGRESS_STEPS } from './orderRules';

const ICONS = [StorefrontIcon, LocalShippingIcon, BuildIcon, FactCheckIcon, HowToRegIcon];

const stepIcon = (index: number) =>
  function StepIcon({ active, completed }: StepIconProps) {
    const Icon = ICONS[index];
    return <Icon color={active ? 'primary' : completed ? 'success' : 'disabled'} />;
  };

/** The five-step icon progress of an order (spec 03 §2.4), from its state. */
export function OrderProgress({ state }: { state: string }) {
  const translate = useTranslate();
  const reached = progressStep(state);
  return (
    <Stepper activeStep={reached} alternativeLabel sx={{ my: 2, overflowX: 'auto' }} aria-label={translate('app.repairOrders.progress.label')}>
      {PROGRESS_STEPS.map((step, index) => (
        <Step key={step} completed={index < reached} data-reached={index <= reached}>
          <StepLabel slots={{ stepIcon: stepIcon(index) }}>{translate(`app.repairOrders.progress.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
