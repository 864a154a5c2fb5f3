import { useState } from 'react';
import { Icon } from './icons';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

/** A password input with a show/hide toggle. */
export const PasswordField = ({
  showLabel,
  hideLabel,
  ...props
}: OutlinedFieldProps & { showLabel: string; hideLabel: string }) => {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      button={
        <button
          type="button"
          className="login-icon-button"
          aria-label={visible ? hideLabel : showLabel}
          onClick={() => setVisible((shown) => !shown)}
          onMouseDown={(event) => event.preventDefault()}
        >
          <Icon name={visible ? 'visibilityOff' : 'visibility'} />
        </button>
      }
    />
  );
};
