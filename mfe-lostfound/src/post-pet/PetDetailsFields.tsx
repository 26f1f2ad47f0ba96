import type { UseFormRegister } from 'react-hook-form';
import { MICROCHIP_ANSWERS, PET_SEXES, PET_SIZES, PET_SPECIES } from '@pawpals/contracts';
import { FormField } from '@pawpals/ui';
import type { PostPetFormValues } from './post-form';

const selectClass =
  'h-10 w-full rounded-xl border border-input bg-card px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';
const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const CHOICES = [
  { name: 'species', label: 'Species', values: PET_SPECIES },
  { name: 'size', label: 'Size', values: PET_SIZES },
  { name: 'sex', label: 'Sex', values: PET_SEXES },
  { name: 'microchipped', label: 'Microchipped', values: MICROCHIP_ANSWERS },
] as const;

/** Optional details that help neighbours and the match suggestions: species, size, sex, microchip. */
export function PetDetailsFields({ register, errors }: { register: UseFormRegister<PostPetFormValues>; errors: Partial<Record<(typeof CHOICES)[number]['name'], { message?: string }>> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-4">
      {CHOICES.map((choice) => (
        <FormField key={choice.name} label={choice.label} error={errors[choice.name]?.message}>
          <select className={selectClass} {...register(choice.name)}>
            <option value="">Not sure</option>
            {choice.values.map((value) => (
              <option key={value} value={value}>
                {label(value)}
              </option>
            ))}
          </select>
        </FormField>
      ))}
    </div>
  );
}
