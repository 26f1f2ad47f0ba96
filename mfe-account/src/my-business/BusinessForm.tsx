import { useEffect } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
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

const PRICE_LABELS: Record<(typeof PRICE_RANGES)[number], string> = {
  budget: 'Budget',
  moderate: 'Moderate',
  premium: 'Premium',
};
const CATEGORY_OPTIONS = BUSINESS_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }));
const PRICE_RANGE_OPTIONS = PRICE_RANGES.map((p) => ({ value: p, label: `${PRICE_RANGE_SYMBOLS[p]} ${PRICE_LABELS[p]}` }));

/** Business information: every field, category groomer by default, 'Create Business' / 'Update Business'. */
export function BusinessForm({ business }: { business: Business | null }) {
  const save = useSaveBusiness();
  const logo = useLogoUpload(!!business);
  const form = useForm<BusinessFormValues>({
    resolver: zodResolver(businessFormSchema),
    defaultValues: businessFormDefaults(business),
  });
  const { errors } = form.formState;
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
        <h2 className="text-xl font-bold leading-tight tracking-tight">Business Information</h2>
        <CardDescription>What pet owners see on your listing in the directory.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Business information">
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
                  Business Name{' '}
                  <span aria-hidden="true" className="text-destructive">
                    *
                  </span>
                </>
              }
              error={errors.name?.message}
            >
              <Input required autoComplete="organization" {...form.register('name')} />
            </FormField>
            <SelectField control={form.control} name="category" labelId="category-label" label="Category" className="grid gap-2" options={CATEGORY_OPTIONS} />
          </div>
          <FormField label="Description">
            <Textarea rows={4} {...form.register('description')} />
          </FormField>
          <FormField label="Address">
            <Input autoComplete="street-address" {...form.register('address')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-3">
            <FormField label="City">
              <Input autoComplete="address-level2" {...form.register('city')} />
            </FormField>
            <FormField label="State">
              <Input autoComplete="address-level1" {...form.register('state')} />
            </FormField>
            <FormField label="ZIP Code">
              <Input autoComplete="postal-code" inputMode="numeric" {...form.register('zipCode')} />
            </FormField>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Phone">
              <Input type="tel" autoComplete="tel" {...form.register('phone')} />
            </FormField>
            <FormField label="Website">
              <Input type="url" autoComplete="url" placeholder="https://" {...form.register('websiteUrl')} />
            </FormField>
          </div>
          <FormField label="Services" hint="For example: wellness exams, vaccinations, dental care">
            <Textarea rows={3} {...form.register('services')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Pricing" hint="For example: exams from $60">
              <Textarea rows={2} {...form.register('pricing')} />
            </FormField>
            <SelectField
              control={form.control}
              name="priceRange"
              labelId="price-range-label"
              label="Price Range"
              className="grid content-start gap-2"
              placeholder="Choose a price range"
              options={PRICE_RANGE_OPTIONS}
            />
          </div>
          <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={!canSave}>
            <Save aria-hidden="true" />
            {save.isPending ? 'Saving...' : business ? 'Update Business' : 'Create Business'}
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
