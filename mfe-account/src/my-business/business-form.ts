import { z } from 'zod';
import { BUSINESS_CATEGORIES, PRICE_RANGES, type BodyOf, type Business } from '@pawpals/contracts';

/**
 * The business information form (docs/product.md#business-owner-tools): every field is text in the form; name
 * is required.
 */
export const businessFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Business name is required' })
    .max(200, { error: 'Business name must be at most 200 characters' }),
  description: z.string(),
  category: z.enum(BUSINESS_CATEGORIES),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  websiteUrl: z.string(),
  services: z.string(),
  pricing: z.string(),
  priceRange: z.union([z.enum(PRICE_RANGES), z.literal('')]),
});
export type BusinessFormValues = z.infer<typeof businessFormSchema>;

const TEXT_FIELDS = [
  'description',
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
  'websiteUrl',
  'services',
  'pricing',
] as const;

/** The form's starting values: the business's own, or empty with category groomer for a new one. */
export function businessFormDefaults(business: Business | null | undefined): BusinessFormValues {
  const text = (v: string | null | undefined) => v ?? '';
  return {
    name: text(business?.name),
    description: text(business?.description),
    category: business?.category ?? 'groomer',
    address: text(business?.address),
    city: text(business?.city),
    state: text(business?.state),
    zipCode: text(business?.zipCode),
    phone: text(business?.phone),
    websiteUrl: text(business?.websiteUrl),
    services: text(business?.services),
    pricing: text(business?.pricing),
    priceRange: business?.priceRange ?? '',
  };
}

/**
 * What createBusiness and updateBusiness (POST/PUT /api/businesses) receive: trimmed texts, empty ones as null (the server stores them as
 * null too). The logo is not part of it: it is set by the logo upload (PUT /api/business-logo).
 */
export function businessPayload(values: BusinessFormValues): BodyOf<'createBusiness'> {
  const payload: BodyOf<'createBusiness'> = {
    name: values.name.trim(),
    category: values.category,
    priceRange: values.priceRange || null,
  };
  for (const field of TEXT_FIELDS) payload[field] = values[field].trim() || null;
  return payload;
}

/** The save button is disabled while the name is empty (after trimming) or while saving. */
export function canSaveBusiness(name: string, saving: boolean): boolean {
  return !saving && name.trim().length > 0;
}
