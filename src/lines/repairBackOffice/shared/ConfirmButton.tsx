import { Button, IconButton, Tooltip, type ButtonProps } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Confirm, useTranslate } from 'react-admin';

interface ConfirmButtonProps {
  /** i18n key of the button (and of the icon button's tooltip) */
  label: string;
  labelArgs?: Record<string, unknown>;
  /** i18n key of the question, and its values */
  question: string;
  questionArgs?: Record<string, unknown>;
  onConfirm: () => void;
  /** an icon button (a row action) instead of a text button */
  icon?: ReactElement;
  color?: ButtonProps['color'];
  disabled?: boolean;
  pending?: boolean;
}

/** A destructive or irreversible action: asks first in react-admin's Confirm dialog. */
export function ConfirmButton({ label, labelArgs, question, questionArgs, onConfirm, icon, color, disabled, pending }: ConfirmButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const text = translate(label, labelArgs);
  return (
    <>
      {icon ? (
        <Tooltip title={text}>
          <span>
            <IconButton aria-label={text} color={color} disabled={disabled || pending} onClick={() => setOpen(true)} size="small">{icon}</IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button color={color} disabled={disabled || pending} onClick={() => setOpen(true)} size="small">{text}</Button>
      )}
      <Confirm
        isOpen={open} loading={pending} title="app.backOffice.common.confirmTitle" content={question} translateOptions={questionArgs}
        onConfirm={() => { setOpen(false); onConfirm(); }} onClose={() => setOpen(false)}
      />
    </>
  );
}
