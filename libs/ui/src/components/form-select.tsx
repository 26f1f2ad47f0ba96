import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OptionsSelect } from './select';

/**
 * An OptionsSelect bound to one field of a react-hook-form form: it shows and sets the field's value, and
 * its trigger is marked invalid while the field has an error. `onValueChange`, when given, runs after the
 * field is set.
 */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  onValueChange,
  ...select
}: { control: Control<T>; name: FieldPath<T>; onValueChange?: (value: string) => void } & Omit<
  ComponentProps<typeof OptionsSelect>,
  'value' | 'onValueChange' | 'aria-invalid'
>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <OptionsSelect
      {...select}
      aria-invalid={fieldState.error ? true : undefined}
      value={field.value ?? ''}
      onValueChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
    />
  );
}
