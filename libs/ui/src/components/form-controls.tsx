import type { ComponentProps, ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { FormField } from './form-field';
import { Input } from './input';

/** A FormField holding one Input: the label, the input (every input prop, `ref` too) and its message. */
export function InputField({
  label,
  error,
  hint,
  className,
  inputClassName,
  ...input
}: Omit<ComponentProps<typeof Input>, 'className'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The field's box (label, input, message). */
  className?: string;
  inputClassName?: string;
}) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      <Input className={inputClassName} {...input} />
    </FormField>
  );
}

/**
 * A button for an action that takes a moment: disabled while `pending` (and whenever `disabled`), and then
 * saying `pendingLabel` (when given) instead of its children; `icon` stands before either.
 */
export function PendingButton({
  pending,
  pendingLabel,
  icon,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps & { pending: boolean; pendingLabel?: ReactNode; icon?: ReactNode }) {
  return (
    <Button type={type} disabled={disabled || pending} {...props}>
      {icon}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}

/** A form's submit button: a PendingButton that submits. */
export function SubmitButton(props: Omit<ComponentProps<typeof PendingButton>, 'type'>) {
  return <PendingButton type="submit" {...props} />;
}
