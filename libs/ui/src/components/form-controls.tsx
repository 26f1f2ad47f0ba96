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

/** A form's submit button that says `pendingLabel` while what it sent is on its way. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  ...props
}: Omit<ButtonProps, 'type'> & { pending: boolean; pendingLabel: ReactNode }) {
  return (
    <Button type="submit" {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
