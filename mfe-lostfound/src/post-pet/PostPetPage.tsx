import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowLeft, HeartHandshake, MessageSquare, Phone, Search, WifiOff } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { lostFoundPetSchema, type BodyOf, type LostFoundPetCreateData } from '@pawpals/contracts';
import { ApiError, errorMessageOf, handleUnauthorized, isUnauthorizedError } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import {
  canonicalCreateBody,
  newOutboxId,
  queuePost,
  queuedPost,
  removeQueuedPost,
  type QueuedPhoto,
  type QueuedPost,
} from '@pawpals/uploads';
import type { JustPostedState } from '../pet-detail/after-posting/AfterPosting';
import {
  Button,
  Card,
  CardContent,
  ChoiceCard,
  FormField,
  InlineAlert,
  Input,
  PageContainer,
  Spinner,
  Textarea,
  cn,
  toast,
  useIntl,
  useOnline,
} from '@pawpals/ui';
import { RequiredMark } from '../shared/RequiredMark';
import { useCreateLostFoundPet } from './api/create-lost-found-pet';
import { LastSeenPinField } from './LastSeenPinField';
import { PetDetailsFields } from './PetDetailsFields';
import { PhotosField } from './PhotosField';
import { formPhotoUrls, hasLocalPhotos, photosReady, type PetPhotoItem } from './photo-list';
import { usePetPhotos } from './use-pet-photos';
import {
  POST_PET_DEFAULTS,
  canSubmitPost,
  formValuesOf,
  toCreatePayload,
  todayInputValue,
  type PostPetFormValues,
} from './post-form';

const messages = defineMessages({
  // What the poster is told when the post is kept on this device (docs/decisions/0145-offline-post-queue.md).
  savedOfflineTitle: {
    id: 'lostfound.postPet.savedOfflineTitle',
    defaultMessage: "You're offline — your post is saved on this device",
  },
  savedOfflineText: {
    id: 'lostfound.postPet.savedOfflineText',
    defaultMessage: "It will be sent when you're back online.",
  },
  offlineHint: {
    id: 'lostfound.postPet.offlineHint',
    defaultMessage:
      "You're offline: your post will be saved on this device and sent when you're back online.",
  },
  lostLabel: { id: 'lostfound.postPet.lostLabel', defaultMessage: 'I Lost My Pet' },
  lostHint: { id: 'lostfound.postPet.lostHint', defaultMessage: 'Your pet is missing' },
  foundLabel: { id: 'lostfound.postPet.foundLabel', defaultMessage: 'I Found a Pet' },
  foundHint: { id: 'lostfound.postPet.foundHint', defaultMessage: "You're caring for or saw someone's pet" },
  phoneLabel: { id: 'lostfound.postPet.phoneLabel', defaultMessage: 'Show my phone number' },
  phoneHint: { id: 'lostfound.postPet.phoneHint', defaultMessage: 'Neighbours can call you straight away' },
  messagesLabel: {
    id: 'lostfound.postPet.messagesLabel',
    defaultMessage: 'Messages only (keep my phone private)',
  },
  messagesHint: {
    id: 'lostfound.postPet.messagesHint',
    defaultMessage: 'People message you on PawPals; only you and the moderators see your number',
  },
  keepFailed: {
    id: 'lostfound.postPet.keepFailed',
    defaultMessage: 'The post could not be saved on this device',
  },
  keepFailedText: {
    id: 'lostfound.postPet.keepFailedText',
    defaultMessage: 'Keep this page open and press Create Post again when you are back online.',
  },
  created: { id: 'lostfound.postPet.created', defaultMessage: 'Your post has been created successfully' },
  error: { id: 'lostfound.postPet.error', defaultMessage: 'Error' },
  createFailed: { id: 'lostfound.postPet.createFailed', defaultMessage: 'Failed to create post' },
  formLabel: { id: 'lostfound.postPet.formLabel', defaultMessage: 'Post a pet' },
  whatHappened: { id: 'lostfound.postPet.whatHappened', defaultMessage: 'What happened?' },
  postType: { id: 'lostfound.postPet.postType', defaultMessage: 'Post type' },
  aboutThePet: { id: 'lostfound.postPet.aboutThePet', defaultMessage: 'About the pet' },
  petName: { id: 'lostfound.postPet.petName', defaultMessage: 'Pet Name' },
  petNameLost: { id: 'lostfound.postPet.petNameLost', defaultMessage: 'e.g. Biscuit' },
  petNameFound: { id: 'lostfound.postPet.petNameFound', defaultMessage: 'If you know it' },
  breed: { id: 'lostfound.postPet.breed', defaultMessage: 'Breed' },
  breedPlaceholder: { id: 'lostfound.postPet.breedPlaceholder', defaultMessage: 'e.g. Beagle, tabby cat' },
  color: { id: 'lostfound.postPet.color', defaultMessage: 'Color' },
  colorPlaceholder: { id: 'lostfound.postPet.colorPlaceholder', defaultMessage: 'e.g. Tan and white' },
  description: { id: 'lostfound.postPet.description', defaultMessage: 'Description' },
  descriptionPlaceholder: {
    id: 'lostfound.postPet.descriptionPlaceholder',
    defaultMessage: 'Size, markings, temperament, anything that helps someone recognise the pet',
  },
  collar: { id: 'lostfound.postPet.collar', defaultMessage: 'Collar Information' },
  collarPlaceholder: {
    id: 'lostfound.postPet.collarPlaceholder',
    defaultMessage: 'e.g. Red collar with a bone-shaped tag, microchipped',
  },
  whereAndWhen: { id: 'lostfound.postPet.whereAndWhen', defaultMessage: 'Where and when' },
  lastSeenLocation: { id: 'lostfound.postPet.lastSeenLocation', defaultMessage: 'Last Seen Location' },
  locationHint: {
    id: 'lostfound.postPet.locationHint',
    defaultMessage: 'Include the ZIP code or city and state so neighbours nearby get alerted.',
  },
  locationPlaceholder: {
    id: 'lostfound.postPet.locationPlaceholder',
    defaultMessage: 'Street, park or landmark, and town',
  },
  lastSeenDate: { id: 'lostfound.postPet.lastSeenDate', defaultMessage: 'Last Seen Date' },
  howToReach: { id: 'lostfound.postPet.howToReach', defaultMessage: 'How to reach you' },
  howShouldPeople: {
    id: 'lostfound.postPet.howShouldPeople',
    defaultMessage: 'How should people reach you?',
  },
  phone: { id: 'lostfound.postPet.phone', defaultMessage: 'Contact Phone Number' },
  phonePlaceholder: { id: 'lostfound.postPet.phonePlaceholder', defaultMessage: '(555) 123-4567' },
  phonePrivate: {
    id: 'lostfound.postPet.phonePrivate',
    defaultMessage: 'Kept private: only you and the moderators see it.',
  },
  phoneShown: {
    id: 'lostfound.postPet.phoneShown',
    defaultMessage: 'Shown on the post so neighbours can call you straight away.',
  },
  draftError: defineMessage<{ error: string }>({
    id: 'lostfound.postPet.draftError',
    defaultMessage: 'This post was saved on this device but not sent: {error}',
  }),
  reviewNote: {
    id: 'lostfound.postPet.reviewNote',
    defaultMessage:
      'Posts appear on the board once a moderator has checked them, usually within a few hours.',
  },
  creating: { id: 'lostfound.postPet.creating', defaultMessage: 'Creating Post...' },
  create: { id: 'lostfound.postPet.create', defaultMessage: 'Create Post' },
  back: { id: 'lostfound.postPet.back', defaultMessage: 'Back to Lost & Found' },
  title: { id: 'lostfound.postPet.title', defaultMessage: 'Post a Lost or Found Pet' },
  intro: {
    id: 'lostfound.postPet.intro',
    defaultMessage: 'Clear photos, where and when, and a way to reach you are what bring pets home fastest.',
  },
  checkingAccount: { id: 'lostfound.postPet.checkingAccount', defaultMessage: 'Checking your account' },
});

/** A file's bytes (FileReader where Blob#arrayBuffer is missing: Safari before 14). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** The post's photos as the queue keeps them, in order: stored ones by path, kept ones by their bytes. */
async function queuedPhotosOf(photos: PetPhotoItem[]): Promise<QueuedPhoto[]> {
  const kept: QueuedPhoto[] = [];
  for (const photo of photos) {
    if (photo.status === 'done' && photo.objectPath) kept.push({ objectPath: photo.objectPath });
    else if (photo.status === 'local' && photo.file) {
      kept.push({
        name: photo.file.name || photo.name,
        type: photo.file.type,
        bytes: await bytesOf(photo.file),
      });
    }
  }
  return kept;
}

const NO_PATHS: string[] = [];

const TYPE_OPTIONS = [
  { value: 'lost', label: messages.lostLabel, hint: messages.lostHint, icon: Search },
  { value: 'found', label: messages.foundLabel, hint: messages.foundHint, icon: HeartHandshake },
] as const;

/**
 * How visitors reach the poster (docs/decisions/0083-contact-preference.md). The phone is asked for either
 * way (admins can reach the poster).
 */
const CONTACT_OPTIONS = [
  { value: 'phone', label: messages.phoneLabel, hint: messages.phoneHint, icon: Phone },
  { value: 'messages', label: messages.messagesLabel, hint: messages.messagesHint, icon: MessageSquare },
] as const;

function SectionTitle({ step, children }: { step: number; children: string }) {
  return (
    <h2 className="flex items-center gap-3 font-display text-lg font-bold">
      <span
        className="flex size-7 items-center justify-center rounded-full bg-accent text-sm text-accent-foreground"
        aria-hidden="true"
      >
        {step}
      </span>
      {children}
    </h2>
  );
}

/**
 * The form. `draft` is a post kept on this device that the server refused, opened to be fixed
 * (/lost-found/new?draft=<id>): its fields fill the form, its stored photos are tiles again and its kept ones
 * are chosen again.
 */
function PostPetForm({ draft }: { draft: QueuedPost | null }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const { user } = useCurrentUser();
  const createPet = useCreateLostFoundPet();
  const offline = !useOnline();
  const [keeping, setKeeping] = useState(false);
  const form = useForm<PostPetFormValues, unknown, LostFoundPetCreateData>({
    // The contract schema (shared with svc-pets) gives the messages of docs/product.md#input-rules and the
    // ISO date.
    resolver: zodResolver(lostFoundPetSchema) as never,
    defaultValues: draft ? formValuesOf(draft.fields) : POST_PET_DEFAULTS,
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const draftPaths = useMemo(
    () => (draft ? draft.photos.flatMap((p) => ('objectPath' in p ? [p.objectPath] : [])) : NO_PATHS),
    [draft],
  );
  // Written offline, a photo is kept on this device until the post can be sent.
  const { photos, choose, remove, move } = usePetPhotos(draftPaths, { keepOffline: true });
  const draftFilesChosen = useRef(false);
  useEffect(() => {
    if (!draft || draftFilesChosen.current) return;
    draftFilesChosen.current = true;
    const files = draft.photos.flatMap((p) =>
      'bytes' in p ? [new File([p.bytes], p.name, { type: p.type })] : [],
    );
    if (files.length) choose(files);
  }, [draft, choose]);
  // The stored (or kept) photos in their order are the form's photoUrls; the first is the cover, photoUrl. A
  // kept photo stands in with a path of its own until it is sent.
  const photoUrls = useMemo(() => formPhotoUrls(photos), [photos]);
  const photoKey = photoUrls.join(' ');
  useEffect(() => {
    const urls = photoKey ? photoKey.split(' ') : [];
    form.setValue('photoUrls', urls, { shouldDirty: true, shouldValidate: urls.length > 0 });
    form.setValue('photoUrl', urls[0] ?? '', { shouldDirty: true, shouldValidate: urls.length > 0 });
  }, [photoKey, form]);

  /**
   * Keeps the post on this device to be sent once online (by the shell's sender), with `idempotencyKey`
   * when a try with it may have reached the server, so that try and the queue's make one post.
   */
  const keepOnDevice = async (payload: BodyOf<'createLostFoundPet'>, idempotencyKey?: string) => {
    if (!user) return;
    setKeeping(true);
    try {
      const { photoUrl: _cover, photoUrls: _photos, ...fields } = payload;
      await queuePost({
        id: draft?.id,
        userId: user.id,
        fields,
        photos: await queuedPhotosOf(photos),
        idempotencyKey,
      });
      toast({
        title: intl.formatMessage(messages.savedOfflineTitle),
        description: intl.formatMessage(messages.savedOfflineText),
        variant: 'success',
      });
      navigate('/lost-found');
    } catch {
      toast({
        title: intl.formatMessage(messages.keepFailed),
        description: intl.formatMessage(messages.keepFailedText),
        variant: 'destructive',
      });
    } finally {
      setKeeping(false);
    }
  };

  /** One key per body: pressing again after a lost answer repeats the same request; a changed post is a new one. */
  const sentKey = useRef<{ json: string; key: string } | null>(null);
  const onSubmit = form.handleSubmit(async (data) => {
    const payload = toCreatePayload(data);
    if (!navigator.onLine || hasLocalPhotos(photos)) return keepOnDevice(payload);
    const body = canonicalCreateBody(payload);
    const json = JSON.stringify(body);
    if (sentKey.current?.json !== json) sentKey.current = { json, key: newOutboxId() };
    const idempotencyKey = sentKey.current.key;
    createPet.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (post) => {
          if (draft) void removeQueuedPost(draft.id).catch(() => undefined);
          toast({ title: intl.formatMessage(messages.created), variant: 'success' });
          // The new post's page opens with "What happens now" (review, share, flyer, alerts: AfterPosting).
          navigate(`/lost-found/${post.id}`, { state: { justPosted: true } satisfies JustPostedState });
        },
        onError: (error) => {
          // No answer at all (the network went, or the answer was lost on the way): kept and sent later with
          // the same key, so if the server did get it there is still one post.
          if (!(error instanceof ApiError)) return void keepOnDevice(payload, idempotencyKey);
          if (isUnauthorizedError(error)) return; // the logged-out toast and redirect already run
          toast({
            title: intl.formatMessage(messages.error),
            description: errorMessageOf(error, intl.formatMessage(messages.createFailed)),
            variant: 'destructive',
          });
        },
      },
    );
  });

  // One stored (or kept) photo at least, and none still on its way.
  const pending = createPet.isPending || keeping;
  const canSubmit =
    canSubmitPost({ ...values, photoUrl: photoUrls[0] ?? '' }, pending) && photosReady(photos);
  const selectedType = values.type ?? 'lost';
  const selectedContact = values.contactPreference ?? 'phone';

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-8"
      aria-label={intl.formatMessage(messages.formLabel)}
    >
      <section className="grid gap-4">
        <SectionTitle step={1}>{intl.formatMessage(messages.whatHappened)}</SectionTitle>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">{intl.formatMessage(messages.postType)}</legend>
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
              label={intl.formatMessage(label)}
              hint={intl.formatMessage(hint)}
            />
          ))}
        </fieldset>
      </section>

      <section className="grid gap-4">
        <SectionTitle step={2}>{intl.formatMessage(messages.aboutThePet)}</SectionTitle>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={intl.formatMessage(messages.petName)} error={errors.petName?.message}>
            <Input
              placeholder={intl.formatMessage(
                selectedType === 'lost' ? messages.petNameLost : messages.petNameFound,
              )}
              {...form.register('petName')}
            />
          </FormField>
          <FormField label={intl.formatMessage(messages.breed)} error={errors.breed?.message}>
            <Input placeholder={intl.formatMessage(messages.breedPlaceholder)} {...form.register('breed')} />
          </FormField>
          <FormField label={intl.formatMessage(messages.color)} error={errors.color?.message}>
            <Input placeholder={intl.formatMessage(messages.colorPlaceholder)} {...form.register('color')} />
          </FormField>
        </div>
        <PetDetailsFields register={form.register} errors={errors} />
        <FormField
          label={
            <>
              {intl.formatMessage(messages.description)}
              <RequiredMark />
            </>
          }
          error={errors.description?.message}
        >
          <Textarea
            rows={4}
            required
            placeholder={intl.formatMessage(messages.descriptionPlaceholder)}
            {...form.register('description')}
          />
        </FormField>
        <FormField label={intl.formatMessage(messages.collar)} error={errors.collarInfo?.message}>
          <Input
            placeholder={intl.formatMessage(messages.collarPlaceholder)}
            {...form.register('collarInfo')}
          />
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
        <SectionTitle step={3}>{intl.formatMessage(messages.whereAndWhen)}</SectionTitle>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <FormField
            label={
              <>
                {intl.formatMessage(messages.lastSeenLocation)}
                <RequiredMark />
              </>
            }
            error={errors.lastSeenLocation?.message}
            hint={intl.formatMessage(messages.locationHint)}
          >
            <Input
              required
              placeholder={intl.formatMessage(messages.locationPlaceholder)}
              {...form.register('lastSeenLocation')}
            />
          </FormField>
          <FormField
            label={
              <>
                {intl.formatMessage(messages.lastSeenDate)}
                <RequiredMark />
              </>
            }
            error={errors.lastSeenDate?.message}
          >
            <Input type="date" required max={todayInputValue()} {...form.register('lastSeenDate')} />
          </FormField>
        </div>
        <LastSeenPinField
          pin={
            values.latitude != null && values.longitude != null
              ? { latitude: values.latitude, longitude: values.longitude }
              : null
          }
          onChange={(pin) => {
            form.setValue('latitude', pin?.latitude ?? null, { shouldDirty: true });
            form.setValue('longitude', pin?.longitude ?? null, { shouldDirty: true });
          }}
        />
        {errors.latitude?.message ? (
          <p className="text-sm text-destructive">{errors.latitude.message}</p>
        ) : null}
      </section>

      <section className="grid gap-4">
        <SectionTitle step={4}>{intl.formatMessage(messages.howToReach)}</SectionTitle>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">
            {intl.formatMessage(messages.howShouldPeople)}
          </legend>
          {CONTACT_OPTIONS.map(({ value, label, hint, icon: Icon }) => (
            <ChoiceCard
              key={value}
              selected={selectedContact === value}
              value={value}
              {...form.register('contactPreference')}
              picture={<Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />}
              label={intl.formatMessage(label)}
              hint={intl.formatMessage(hint)}
            />
          ))}
        </fieldset>
        <FormField
          label={
            <>
              {intl.formatMessage(messages.phone)}
              <RequiredMark />
            </>
          }
          error={errors.contactInfo?.message}
          hint={
            selectedContact === 'messages'
              ? intl.formatMessage(messages.phonePrivate)
              : intl.formatMessage(messages.phoneShown)
          }
        >
          <Input
            type="tel"
            required
            autoComplete="tel"
            placeholder={intl.formatMessage(messages.phonePlaceholder)}
            {...form.register('contactInfo')}
          />
        </FormField>
      </section>

      {draft?.error ? (
        <InlineAlert className="font-medium" data-testid="draft-error">
          {intl.formatMessage(messages.draftError, { error: draft.error })}
        </InlineAlert>
      ) : null}
      {offline ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-stone-100 px-3 py-2 text-sm text-foreground"
          data-testid="post-offline-hint"
        >
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {intl.formatMessage(messages.offlineHint)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.reviewNote)}</p>
        <Button type="submit" size="lg" disabled={!canSubmit}>
          {intl.formatMessage(pending ? messages.creating : messages.create)}
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
  const { user, isAuthenticated, isLoading } = useCurrentUser();
  const intl = useIntl();
  useEffect(() => {
    if (!isLoading && !isAuthenticated) handleUnauthorized();
  }, [isLoading, isAuthenticated]);
  // ?draft=<id>: a post kept on this device, opened to be fixed (only the signed-in member's own).
  const [params] = useSearchParams();
  const draftId = params.get('draft');
  const [draft, setDraft] = useState<{ id: string; post: QueuedPost | null } | null>(null);
  useEffect(() => {
    if (!draftId || !user) return;
    let live = true;
    queuedPost(draftId).then(
      (post) => {
        if (live) setDraft({ id: draftId, post: post && post.userId === user.id ? post : null });
      },
      () => {
        if (live) setDraft({ id: draftId, post: null });
      },
    );
    return () => {
      live = false;
    };
  }, [draftId, user]);
  const draftReady = !draftId || draft?.id === draftId;

  return (
    <PageContainer className="max-w-3xl py-10 sm:py-14">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
        <Link to="/lost-found">
          <ArrowLeft aria-hidden="true" /> {intl.formatMessage(messages.back)}
        </Link>
      </Button>
      <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">
        {intl.formatMessage(messages.title)}
      </h1>
      <p className="mt-2 text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
      <Card className="mt-8">
        <CardContent>
          {isAuthenticated && draftReady ? (
            <PostPetForm key={draftId ?? 'new'} draft={draftId ? (draft?.post ?? null) : null} />
          ) : (
            <div className="flex justify-center py-16">
              <Spinner label={intl.formatMessage(messages.checkingAccount)} />
            </div>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
