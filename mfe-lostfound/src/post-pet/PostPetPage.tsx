import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft, HeartHandshake, MessageSquare, Phone, Search } from 'lucide-react';
import { lostFoundPetSchema, type LostFoundPetCreateData } from '@pawpals/contracts';
import { errorMessageOf, handleUnauthorized, isUnauthorizedError } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import type { JustPostedState } from '../pet-detail/after-posting/AfterPosting';
import { Button, Card, CardContent, ChoiceCard, FormField, Input, PageContainer, Spinner, Textarea, cn, toast } from '@pawpals/ui';
import { RequiredMark } from '../shared/RequiredMark';
import { useCreateLostFoundPet } from './api/create-lost-found-pet';
import { LastSeenPinField } from './LastSeenPinField';
import { PetDetailsFields } from './PetDetailsFields';
import { PhotosField } from './PhotosField';
import { photosReady, uploadedPhotoUrls } from './photo-list';
import { usePetPhotos } from './use-pet-photos';
import { POST_PET_DEFAULTS, canSubmitPost, toCreatePayload, todayInputValue, type PostPetFormValues } from './post-form';

const TYPE_OPTIONS = [
  { value: 'lost', label: 'I Lost My Pet', hint: 'Your pet is missing', icon: Search },
  { value: 'found', label: 'I Found a Pet', hint: "You're caring for or saw someone's pet", icon: HeartHandshake },
] as const;

/**
 * How visitors reach the poster (docs/decisions/0083-contact-preference.md). The phone is asked for either
 * way (admins can reach the poster).
 */
const CONTACT_OPTIONS = [
  { value: 'phone', label: 'Show my phone number', hint: 'Neighbours can call you straight away', icon: Phone },
  {
    value: 'messages',
    label: 'Messages only (keep my phone private)',
    hint: 'People message you on PawPals; only you and the moderators see your number',
    icon: MessageSquare,
  },
] as const;

function SectionTitle({ step, children }: { step: number; children: string }) {
  return (
    <h2 className="flex items-center gap-3 font-display text-lg font-bold">
      <span className="flex size-7 items-center justify-center rounded-full bg-accent text-sm text-accent-foreground" aria-hidden="true">
        {step}
      </span>
      {children}
    </h2>
  );
}

function PostPetForm() {
  const navigate = useNavigate();
  const createPet = useCreateLostFoundPet();
  const form = useForm<PostPetFormValues, unknown, LostFoundPetCreateData>({
    // The contract schema (shared with svc-pets) gives the messages of docs/product.md#input-rules and the
    // ISO date.
    resolver: zodResolver(lostFoundPetSchema) as never,
    defaultValues: POST_PET_DEFAULTS,
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const { photos, choose, remove, move } = usePetPhotos();
  // The stored photos in their order are the form's photoUrls; the first is the cover, photoUrl.
  const photoUrls = useMemo(() => uploadedPhotoUrls(photos), [photos]);
  const photoKey = photoUrls.join(' ');
  useEffect(() => {
    const urls = photoKey ? photoKey.split(' ') : [];
    form.setValue('photoUrls', urls, { shouldDirty: true, shouldValidate: urls.length > 0 });
    form.setValue('photoUrl', urls[0] ?? '', { shouldDirty: true, shouldValidate: urls.length > 0 });
  }, [photoKey, form]);

  const onSubmit = form.handleSubmit((data) =>
    createPet.mutate(toCreatePayload(data), {
      onSuccess: (post) => {
        toast({ title: 'Your post has been created successfully', variant: 'success' });
        // The new post's page opens with "What happens now" (review, share, flyer, alerts: AfterPosting).
        navigate(`/lost-found/${post.id}`, { state: { justPosted: true } satisfies JustPostedState });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return; // the logged-out toast and redirect already run
        toast({ title: 'Error', description: errorMessageOf(error, 'Failed to create post'), variant: 'destructive' });
      },
    }),
  );

  // One stored photo at least, and none still on its way.
  const canSubmit = canSubmitPost({ ...values, photoUrl: photoUrls[0] ?? '' }, createPet.isPending) && photosReady(photos);
  const selectedType = values.type ?? 'lost';
  const selectedContact = values.contactPreference ?? 'phone';

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8" aria-label="Post a pet">
      <section className="grid gap-4">
        <SectionTitle step={1}>What happened?</SectionTitle>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Post type</legend>
          {TYPE_OPTIONS.map(({ value, label, hint, icon: Icon }) => (
            <ChoiceCard
              key={value}
              selected={selectedType === value}
              value={value}
              {...form.register('type')}
              picture={
                <span
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-xl',
                    value === 'lost' ? 'bg-red-100 text-red-800' : 'bg-teal-100 text-teal-800',
                  )}
                  aria-hidden="true"
                >
                  <Icon className="size-5" />
                </span>
              }
              label={label}
              hint={hint}
            />
          ))}
        </fieldset>
      </section>

      <section className="grid gap-4">
        <SectionTitle step={2}>About the pet</SectionTitle>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Pet Name" error={errors.petName?.message}>
            <Input placeholder={selectedType === 'lost' ? 'e.g. Biscuit' : 'If you know it'} {...form.register('petName')} />
          </FormField>
          <FormField label="Breed" error={errors.breed?.message}>
            <Input placeholder="e.g. Beagle, tabby cat" {...form.register('breed')} />
          </FormField>
          <FormField label="Color" error={errors.color?.message}>
            <Input placeholder="e.g. Tan and white" {...form.register('color')} />
          </FormField>
        </div>
        <PetDetailsFields register={form.register} errors={errors} />
        <FormField
          label={
            <>
              Description
              <RequiredMark />
            </>
          }
          error={errors.description?.message}
        >
          <Textarea
            rows={4}
            required
            placeholder="Size, markings, temperament, anything that helps someone recognise the pet"
            {...form.register('description')}
          />
        </FormField>
        <FormField label="Collar Information" error={errors.collarInfo?.message}>
          <Input placeholder="e.g. Red collar with a bone-shaped tag, microchipped" {...form.register('collarInfo')} />
        </FormField>
        <PhotosField
          photos={photos}
          onChoose={choose}
          onRemove={remove}
          onMove={move}
          error={errors.photoUrls?.message ?? errors.photoUrl?.message}
        />
      </section>

      <section className="grid gap-4">
        <SectionTitle step={3}>Where and when</SectionTitle>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <FormField
            label={
              <>
                Last Seen Location
                <RequiredMark />
              </>
            }
            error={errors.lastSeenLocation?.message}
            hint="Include the ZIP code or city and state so neighbours nearby get alerted."
          >
            <Input required placeholder="Street, park or landmark, and town" {...form.register('lastSeenLocation')} />
          </FormField>
          <FormField
            label={
              <>
                Last Seen Date
                <RequiredMark />
              </>
            }
            error={errors.lastSeenDate?.message}
          >
            <Input type="date" required max={todayInputValue()} {...form.register('lastSeenDate')} />
          </FormField>
        </div>
        <LastSeenPinField
          pin={values.latitude != null && values.longitude != null ? { latitude: values.latitude, longitude: values.longitude } : null}
          onChange={(pin) => {
            form.setValue('latitude', pin?.latitude ?? null, { shouldDirty: true });
            form.setValue('longitude', pin?.longitude ?? null, { shouldDirty: true });
          }}
        />
        {errors.latitude?.message ? <p className="text-sm text-destructive">{errors.latitude.message}</p> : null}
      </section>

      <section className="grid gap-4">
        <SectionTitle step={4}>How to reach you</SectionTitle>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">How should people reach you?</legend>
          {CONTACT_OPTIONS.map(({ value, label, hint, icon: Icon }) => (
            <ChoiceCard
              key={value}
              selected={selectedContact === value}
              value={value}
              {...form.register('contactPreference')}
              picture={<Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />}
              label={label}
              hint={hint}
            />
          ))}
        </fieldset>
        <FormField
          label={
            <>
              Contact Phone Number
              <RequiredMark />
            </>
          }
          error={errors.contactInfo?.message}
          hint={
            selectedContact === 'messages'
              ? 'Kept private: only you and the moderators see it.'
              : 'Shown on the post so neighbours can call you straight away.'
          }
        >
          <Input type="tel" required autoComplete="tel" placeholder="(555) 123-4567" {...form.register('contactInfo')} />
        </FormField>
      </section>

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Posts appear on the board once a moderator has checked them, usually within a few hours.
        </p>
        <Button type="submit" size="lg" disabled={!canSubmit}>
          {createPet.isPending ? 'Creating Post...' : 'Create Post'}
        </Button>
      </div>
    </form>
  );
}

/**
 * /lost-found/new (docs/product.md#posting-a-lost-or-found-pet): signed-out visitors get the logged-out toast
 * and go to /login.
 */
export function PostPetPage() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  useEffect(() => {
    if (!isLoading && !isAuthenticated) handleUnauthorized();
  }, [isLoading, isAuthenticated]);

  return (
    <PageContainer className="max-w-3xl py-10 sm:py-14">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
        <Link to="/lost-found">
          <ArrowLeft aria-hidden="true" /> Back to Lost &amp; Found
        </Link>
      </Button>
      <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Post a Lost or Found Pet</h1>
      <p className="mt-2 text-muted-foreground">
        Clear photos, where and when, and a way to reach you are what bring pets home fastest.
      </p>
      <Card className="mt-8">
        <CardContent>
          {isAuthenticated ? (
            <PostPetForm />
          ) : (
            <div className="flex justify-center py-16">
              <Spinner label="Checking your account" />
            </div>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
