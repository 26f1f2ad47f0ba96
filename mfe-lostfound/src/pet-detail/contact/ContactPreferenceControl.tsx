import { useId, useState } from 'react';
import { MessageSquare, Phone } from 'lucide-react';
import { defineMessages } from 'react-intl';
import type { ContactPreference, LostFoundPet } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import {
  Button,
  Card,
  CardContent,
  ChoiceCard,
  InlineAlert,
  Input,
  Label,
  toast,
  useIntl,
} from '@pawpals/ui';
import { useSetLostFoundPetContact } from './api/set-lost-found-pet-contact';

const messages = defineMessages({
  phoneLabel: { id: 'lostfound.contactPreference.phoneLabel', defaultMessage: 'Show my phone number' },
  phoneHint: {
    id: 'lostfound.contactPreference.phoneHint',
    defaultMessage: 'Neighbours can call you straight away',
  },
  messagesLabel: { id: 'lostfound.contactPreference.messagesLabel', defaultMessage: 'Messages only' },
  messagesHint: {
    id: 'lostfound.contactPreference.messagesHint',
    defaultMessage: 'Your phone stays private; people message you on PawPals',
  },
  saved: { id: 'lostfound.contactPreference.saved', defaultMessage: 'Contact preference saved' },
  nowPrivate: {
    id: 'lostfound.contactPreference.nowPrivate',
    defaultMessage: 'Your phone number is now private.',
  },
  nowShown: {
    id: 'lostfound.contactPreference.nowShown',
    defaultMessage: 'Your phone number is shown on the post.',
  },
  saveFailed: {
    id: 'lostfound.contactPreference.saveFailed',
    defaultMessage: 'Your contact preference could not be saved',
  },
  heading: { id: 'lostfound.contactPreference.heading', defaultMessage: 'How people reach you' },
  phone: { id: 'lostfound.contactPreference.phone', defaultMessage: 'Your phone number' },
  moderatorsReach: {
    id: 'lostfound.contactPreference.moderatorsReach',
    defaultMessage: 'Moderators can always reach you on it.',
  },
  saving: { id: 'lostfound.contactPreference.saving', defaultMessage: 'Saving…' },
  save: { id: 'lostfound.contactPreference.save', defaultMessage: 'Save contact preference' },
});

const OPTIONS = [
  { value: 'phone', label: messages.phoneLabel, hint: messages.phoneHint, icon: Phone },
  { value: 'messages', label: messages.messagesLabel, hint: messages.messagesHint, icon: MessageSquare },
] as const;

/** The poster's "How people reach you": phone shown or messages only, and the phone itself (admins use it either way). */
export function ContactPreferenceControl({ pet }: { pet: LostFoundPet }) {
  const phoneId = useId();
  const intl = useIntl();
  const save = useSetLostFoundPetContact();
  const [preference, setPreference] = useState<ContactPreference>(pet.contactPreference);
  const [phone, setPhone] = useState(pet.contactInfo ?? '');
  const [error, setError] = useState<string | null>(null);
  const phoneChanged = phone.trim() !== (pet.contactInfo ?? '');
  const changed = preference !== pet.contactPreference || phoneChanged;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { id: pet.id, contactPreference: preference, ...(phoneChanged ? { contactInfo: phone } : {}) },
      {
        onSuccess: (saved) => {
          setPhone(saved.contactInfo ?? '');
          toast({
            title: intl.formatMessage(messages.saved),
            description: intl.formatMessage(
              saved.contactPreference === 'messages' ? messages.nowPrivate : messages.nowShown,
            ),
            variant: 'success',
          });
        },
        onError: (err) => {
          if (!isUnauthorizedError(err))
            setError(errorMessageOf(err, intl.formatMessage(messages.saveFailed)));
        },
      },
    );
  };

  return (
    <Card className="gap-4" data-testid="contact-preference">
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-labelledby={`${phoneId}-title`}>
          <h2 id={`${phoneId}-title`} className="font-display text-lg font-bold">
            {intl.formatMessage(messages.heading)}
          </h2>
          <fieldset className="grid gap-2">
            <legend className="sr-only">{intl.formatMessage(messages.heading)}</legend>
            {OPTIONS.map(({ value, label, hint, icon: Icon }) => (
              <ChoiceCard
                key={value}
                compact
                selected={preference === value}
                name={`${phoneId}-preference`}
                value={value}
                checked={preference === value}
                onChange={() => setPreference(value)}
                picture={<Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />}
                label={intl.formatMessage(label)}
                hint={intl.formatMessage(hint)}
              />
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={phoneId}>{intl.formatMessage(messages.phone)}</Label>
            <Input
              id={phoneId}
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            <p className="text-xs text-muted-foreground">{intl.formatMessage(messages.moderatorsReach)}</p>
          </div>
          {error ? <InlineAlert>{error}</InlineAlert> : null}
          <Button type="submit" variant="outline" className="w-fit" disabled={!changed || save.isPending}>
            {intl.formatMessage(save.isPending ? messages.saving : messages.save)}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
