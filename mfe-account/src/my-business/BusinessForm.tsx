import { useEffect } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { defineMessages, type MessageDescriptor, type MessageTag, type NoMessageValues } from 'react-intl';
import { BUSINESS_CATEGORIES, PRICE_RANGES, PRICE_RANGE_SYMBOLS, type Business } from '@pawpals/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  FormField,
  FormSelect,
  Input,
  Textarea,
  categoryLabel,
  useIntl,
} from '@pawpals/ui';
import {
  businessFormDefaults,
  businessFormSchema,
  businessPayload,
  canSaveBusiness,
  type BusinessFormValues,
} from './business-form';
import { useSaveBusiness } from './api/save-business';
import { LogoField } from './logo/LogoField';
import { useLogoUpload } from './logo/use-logo-upload';
import { common } from '../shared/messages';

const messages = defineMessages<{
  readonly budget: NoMessageValues;
  readonly moderate: NoMessageValues;
  readonly premium: NoMessageValues;
  readonly title: NoMessageValues;
  readonly description: NoMessageValues;
  readonly formLabel: NoMessageValues;
  readonly name: { readonly required: MessageTag };
  readonly category: NoMessageValues;
  readonly descriptionField: NoMessageValues;
  readonly address: NoMessageValues;
  readonly city: NoMessageValues;
  readonly state: NoMessageValues;
  readonly zipCode: NoMessageValues;
  readonly phone: NoMessageValues;
  readonly website: NoMessageValues;
  readonly services: NoMessageValues;
  readonly servicesHint: NoMessageValues;
  readonly pricing: NoMessageValues;
  readonly pricingHint: NoMessageValues;
  readonly priceRange: NoMessageValues;
  readonly choosePriceRange: NoMessageValues;
  readonly update: NoMessageValues;
  readonly create: NoMessageValues;
  readonly nameRequired: NoMessageValues;
  readonly nameTooLong: NoMessageValues;
}>({
  budget: { id: 'account.businessForm.budget', defaultMessage: 'Budget' },
  moderate: { id: 'account.businessForm.moderate', defaultMessage: 'Moderate' },
  premium: { id: 'account.businessForm.premium', defaultMessage: 'Premium' },
  title: { id: 'account.businessForm.title', defaultMessage: 'Business Information' },
  description: { id: 'account.businessForm.description', defaultMessage: 'What pet owners see on your listing in the directory.' },
  formLabel: { id: 'account.businessForm.formLabel', defaultMessage: 'Business information' },
  name: { id: 'account.businessForm.name', defaultMessage: 'Business Name <required>*</required>' },
  category: { id: 'account.businessForm.category', defaultMessage: 'Category' },
  descriptionField: { id: 'account.businessForm.descriptionField', defaultMessage: 'Description' },
  address: { id: 'account.businessForm.address', defaultMessage: 'Address' },
  city: { id: 'account.businessForm.city', defaultMessage: 'City' },
  state: { id: 'account.businessForm.state', defaultMessage: 'State' },
  zipCode: { id: 'account.businessForm.zipCode', defaultMessage: 'ZIP Code' },
  phone: { id: 'account.businessForm.phone', defaultMessage: 'Phone' },
  website: { id: 'account.businessForm.website', defaultMessage: 'Website' },
  services: { id: 'account.businessForm.services', defaultMessage: 'Services' },
  servicesHint: { id: 'account.businessForm.servicesHint', defaultMessage: 'For example: wellness exams, vaccinations, dental care' },
  pricing: { id: 'account.businessForm.pricing', defaultMessage: 'Pricing' },
  pricingHint: { id: 'account.businessForm.pricingHint', defaultMessage: 'For example: exams from $60' },
  priceRange: { id: 'account.businessForm.priceRange', defaultMessage: 'Price Range' },
  choosePriceRange: { id: 'account.businessForm.choosePriceRange', defaultMessage: 'Choose a price range' },
  update: { id: 'account.businessForm.update', defaultMessage: 'Update Business' },
  create: { id: 'account.businessForm.create', defaultMessage: 'Create Business' },
  nameRequired: { id: 'account.businessForm.nameRequired', defaultMessage: 'Business name is required' },
  nameTooLong: { id: 'account.businessForm.nameTooLong', defaultMessage: 'Business name must be at most 200 characters' },
});

/** The website field's hint of what to type: the start of an address, the same in every language. */
const URL_START = 'https://';

const PRICE_LABELS: Record<(typeof PRICE_RANGES)[number], MessageDescriptor> = {
  budget: messages.budget,
  moderate: messages.moderate,
  premium: messages.premium,
};

/** The form schema's own errors (business-form.ts), said in the page's language; any other as it comes. */
const NAME_ERRORS: Record<string, MessageDescriptor> = {
  'Business name is required': messages.nameRequired,
  'Business name must be at most 200 characters': messages.nameTooLong,
};

/** Business information: every field, category groomer by default, 'Create Business' / 'Update Business'. */
export function BusinessForm({ business }: { business: Business | null }) {
  const intl = useIntl();
  const categoryOptions = BUSINESS_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c, intl) }));
  const priceRangeOptions = PRICE_RANGES.map((p) => ({ value: p, label: `${PRICE_RANGE_SYMBOLS[p]} ${intl.formatMessage(PRICE_LABELS[p])}` }));
  const save = useSaveBusiness();
  const logo = useLogoUpload(!!business);
  const form = useForm<BusinessFormValues>({
    resolver: zodResolver(businessFormSchema),
    defaultValues: businessFormDefaults(business),
  });
  const { errors } = form.formState;
  const nameError = errors.name?.message;
  // The form stays mounted when the business is created (so the pending logo can be set), and starts
  // over from the saved business whenever a different one arrives.
  const businessId = business?.id ?? null;
  useEffect(() => {
    if (businessId) form.reset(businessFormDefaults(business));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the business itself changes
  }, [businessId]);
  const name = form.watch('name');
  const canSave = canSaveBusiness(name ?? '', save.isPending || logo.state.phase === 'uploading');

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: business?.id ?? null, data: businessPayload(values) },
      {
        onSuccess: () => {
          if (!business) void logo.commit();
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-bold leading-tight tracking-tight">{intl.formatMessage(messages.title)}</h2>
        <CardDescription>{intl.formatMessage(messages.description)}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={intl.formatMessage(messages.formLabel)}>
          <LogoField
            logoUrl={business?.logoUrl ?? null}
            upload={logo.state}
            onChoose={logo.choose}
            disabled={save.isPending}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label={
                <>
                  {intl.formatMessage(messages.name, {
                    required: (chunks) => (
                      <span aria-hidden="true" className="text-destructive">
                        {chunks}
                      </span>
                    ),
                  })}
                </>
              }
              error={nameError && NAME_ERRORS[nameError] ? intl.formatMessage(NAME_ERRORS[nameError]) : nameError}
            >
              <Input required autoComplete="organization" {...form.register('name')} />
            </FormField>
            <SelectField control={form.control} name="category" labelId="category-label" label={intl.formatMessage(messages.category)} className="grid gap-2" options={categoryOptions} />
          </div>
          <FormField label={intl.formatMessage(messages.descriptionField)}>
            <Textarea rows={4} {...form.register('description')} />
          </FormField>
          <FormField label={intl.formatMessage(messages.address)}>
            <Input autoComplete="street-address" {...form.register('address')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-3">
            <FormField label={intl.formatMessage(messages.city)}>
              <Input autoComplete="address-level2" {...form.register('city')} />
            </FormField>
            <FormField label={intl.formatMessage(messages.state)}>
              <Input autoComplete="address-level1" {...form.register('state')} />
            </FormField>
            <FormField label={intl.formatMessage(messages.zipCode)}>
              <Input autoComplete="postal-code" inputMode="numeric" {...form.register('zipCode')} />
            </FormField>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label={intl.formatMessage(messages.phone)}>
              <Input type="tel" autoComplete="tel" {...form.register('phone')} />
            </FormField>
            <FormField label={intl.formatMessage(messages.website)}>
              <Input type="url" autoComplete="url" placeholder={URL_START} {...form.register('websiteUrl')} />
            </FormField>
          </div>
          <FormField label={intl.formatMessage(messages.services)} hint={intl.formatMessage(messages.servicesHint)}>
            <Textarea rows={3} {...form.register('services')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label={intl.formatMessage(messages.pricing)} hint={intl.formatMessage(messages.pricingHint)}>
              <Textarea rows={2} {...form.register('pricing')} />
            </FormField>
            <SelectField
              control={form.control}
              name="priceRange"
              labelId="price-range-label"
              label={intl.formatMessage(messages.priceRange)}
              className="grid content-start gap-2"
              placeholder={intl.formatMessage(messages.choosePriceRange)}
              options={priceRangeOptions}
            />
          </div>
          <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={!canSave}>
            <Save aria-hidden="true" />
            {save.isPending ? intl.formatMessage(common.saving) : intl.formatMessage(business ? messages.update : messages.create)}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** One of the form's drop-downs, named by its visible label (the trigger is a button, not a labelable input). */
function SelectField({
  control,
  name,
  labelId,
  label,
  className,
  placeholder,
  options,
}: {
  control: Control<BusinessFormValues>;
  name: 'category' | 'priceRange';
  labelId: string;
  label: string;
  className: string;
  placeholder?: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div className={className}>
      <span id={labelId} className="text-sm font-semibold leading-none">
        {label}
      </span>
      <FormSelect control={control} name={name} aria-labelledby={labelId} placeholder={placeholder} options={options} />
    </div>
  );
}
