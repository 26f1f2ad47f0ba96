import type { UseFormRegister } from 'react-hook-form';
import { defineMessages } from 'react-intl';
import { MICROCHIP_ANSWERS, PET_SEXES, PET_SIZES, PET_SPECIES } from '@pawpals/contracts';
import { FormField, useIntl } from '@pawpals/ui';
import { detailLabel } from '../shared/pet-words';
import type { PostPetFormValues } from './post-form';

const messages = defineMessages({
  species: { id: 'lostfound.postPet.species', defaultMessage: 'Species' },
  size: { id: 'lostfound.postPet.size', defaultMessage: 'Size' },
  sex: { id: 'lostfound.postPet.sex', defaultMessage: 'Sex' },
  microchipped: { id: 'lostfound.postPet.microchipped', defaultMessage: 'Microchipped' },
  notSure: { id: 'lostfound.postPet.notSure', defaultMessage: 'Not sure' },
});

const selectClass =
  'h-10 w-full rounded-xl border border-input bg-card px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

const CHOICES = [
  { name: 'species', label: messages.species, values: PET_SPECIES },
  { name: 'size', label: messages.size, values: PET_SIZES },
  { name: 'sex', label: messages.sex, values: PET_SEXES },
  { name: 'microchipped', label: messages.microchipped, values: MICROCHIP_ANSWERS },
] as const;

/** Optional details that help neighbours and the match suggestions: species, size, sex, microchip. */
export function PetDetailsFields({
  register,
  errors,
}: {
  register: UseFormRegister<PostPetFormValues>;
  errors: Partial<Record<(typeof CHOICES)[number]['name'], { message?: string }>>;
}) {
  const intl = useIntl();
  return (
    <div className="grid gap-4 sm:grid-cols-4">
      {CHOICES.map((choice) => (
        <FormField
          key={choice.name}
          label={intl.formatMessage(choice.label)}
          error={errors[choice.name]?.message}
        >
          <select className={selectClass} {...register(choice.name)}>
            <option value="">{intl.formatMessage(messages.notSure)}</option>
            {choice.values.map((value) => (
              <option key={value} value={value}>
                {detailLabel(intl, choice.name, value)}
              </option>
            ))}
          </select>
        </FormField>
      ))}
    </div>
  );
}
