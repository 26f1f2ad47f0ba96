import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowLeft, HeartHandshake, MessageSquare, Phone, Search, WifiOff } from 'lucide-react';
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
import { Button, Card, CardContent, ChoiceCard, FormField, InlineAlert, Input, PageContainer, Spinner, Textarea, cn, toast, useOnline } from '@pawpals/ui';
import { RequiredMark } from '../shared/RequiredMark';
import { useCreateLostFoundPet } from './api/create-lost-found-pet';
import { LastSeenPinField } from './LastSeenPinField';
import { PetDetailsFields } from './PetDetailsFields';
import { PhotosField } from './PhotosField';
import { formPhotoUrls, hasLocalPhotos, photosReady, type PetPhotoItem } from './photo-list';
import { usePetPhotos } from './use-pet-photos';
import { POST_PET_DEFAULTS, canSubmitPost, formValuesOf, toCreatePayload, todayInputValue, type PostPetFormValues } from './post-form';

/** What the poster is told when the post is kept on this device (docs/decisions/0145-offline-post-queue.md). */
export const SAVED_OFFLINE_TITLE = "You're offline — your post is saved on this device";
export const SAVED_OFFLINE_TEXT = "It will be sent when you're back online.";
const OFFLINE_HINT = "You're offline: your post will be saved on this device and sent when you're back online.";


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
      kept.push({ name: photo.file.name || photo.name, type: photo.file.type, bytes: await bytesOf(photo.file) });
    }
  }
  return kept;
}

const NO_PATHS: string[] = [];

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

/**
 * The form. `draft` is a post kept on this device that the server refused, opened to be fixed
 * (/lost-found/new?draft=<id>): its fields fill the form, its stored photos are tiles again and its kept ones
 * are chosen again.
 */
function PostPetForm({ draft }: { draft: QueuedPost | null }) {
  const navigate = useNavigate();
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
    const files = draft.photos.flatMap((p) => ('bytes' in p ? [new File([p.bytes], p.name, { type: p.type })] : []));
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
      await queuePost({ id: draft?.id, userId: user.id, fields, photos: await queuedPhotosOf(photos), idempotencyKey });
      toast({ title: SAVED_OFFLINE_TITLE, description: SAVED_OFFLINE_TEXT, variant: 'success' });
      navigate('/lost-found');
    } catch {
      toast({
        title: 'The post could not be saved on this device',
        description: 'Keep this page open and press Create Post again when you are back online.',
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
          toast({ title: 'Your post has been created successfully', variant: 'success' });
          // The new post's page opens with "What happens now" (review, share, flyer, alerts: AfterPosting).
          navigate(`/lost-found/${post.id}`, { state: { justPosted: true } satisfies JustPostedState });
        },
        onError: (error) => {
          // No answer at all (the network went, or the answer was lost on the way): kept and sent later with
          // the same key, so if the server did get it there is still one post.
          if (!(error instanceof ApiError)) return void keepOnDevice(payload, idempotencyKey);
          if (isUnauthorizedError(error)) return; // the logged-out toast and redirect already run
          toast({ title: 'Error', description: errorMessageOf(error, 'Failed to create post'), variant: 'destructive' });
        },
      },
    );
  });

  // One stored (or kept) photo at least, and none still on its way.
  const pending = createPet.isPending || keeping;
  const canSubmit = canSubmitPost({ ...values, photoUrl: photoUrls[0] ?? '' }, pending) && photosReady(photos);
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

      {draft?.error ? (
        <InlineAlert className="font-medium" data-testid="draft-error">
          This post was saved on this device but not sent: {draft.error}
        </InlineAlert>
      ) : null}
      {offline ? (
        <p role="status" className="flex items-center gap-2 rounded-xl bg-stone-100 px-3 py-2 text-sm text-foreground" data-testid="post-offline-hint">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {OFFLINE_HINT}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Posts appear on the board once a moderator has checked them, usually within a few hours.
        </p>
        <Button type="submit" size="lg" disabled={!canSubmit}>
          {pending ? 'Creating Post...' : 'Create Post'}
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
          <ArrowLeft aria-hidden="true" /> Back to Lost &amp; Found
        </Link>
      </Button>
      <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Post a Lost or Found Pet</h1>
      <p className="mt-2 text-muted-foreground">
        Clear photos, where and when, and a way to reach you are what bring pets home fastest.
      </p>
      <Card className="mt-8">
        <CardContent>
          {isAuthenticated && draftReady ? (
            <PostPetForm key={draftId ?? 'new'} draft={draftId ? (draft?.post ?? null) : null} />
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
