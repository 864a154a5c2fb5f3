import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export type OutlinedFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  /** a button inside the field, at its end (show the password, a new captcha) */
  button?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * An outlined text field whose label floats into the outline (MUI's look, in plain HTML and CSS: this page
 * loads no MUI). The label names the input, the helper text describes it, an error marks it invalid.
 */
export const OutlinedField = ({ label, helperText, error, required, id, button, inputRef, className, ...input }: OutlinedFieldProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  const classes = ['login-field', error && 'is-invalid', button && 'has-button', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {/* the blank placeholder lets the CSS float the label while the field is empty and unfocused */}
      <input {...input} ref={inputRef} id={inputId} required={required} placeholder=" " aria-invalid={Boolean(error)} aria-describedby={helperId} />
      <label htmlFor={inputId}>
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      {button && <span className="login-field-button">{button}</span>}
      {helperText && (
        <p className="login-helper" id={helperId}>
          {helperText}
        </p>
      )}
    </div>
  );
};
