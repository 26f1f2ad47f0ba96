import { useId, useState } from 'react';
import { MessageSquare, Phone } from 'lucide-react';
import type { ContactPreference, LostFoundPet } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, Card, CardContent, ChoiceCard, InlineAlert, Input, Label, toast } from '@pawpals/ui';
import { useSetLostFoundPetContact } from './api/set-lost-found-pet-contact';

const OPTIONS = [
  { value: 'phone', label: 'Show my phone number', hint: 'Neighbours can call you straight away', icon: Phone },
  { value: 'messages', label: 'Messages only', hint: 'Your phone stays private; people message you on PawPals', icon: MessageSquare },
] as const;

/** The poster's "How people reach you": phone shown or messages only, and the phone itself (admins use it either way). */
export function ContactPreferenceControl({ pet }: { pet: LostFoundPet }) {
  const phoneId = useId();
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
            title: 'Contact preference saved',
            description: saved.contactPreference === 'messages' ? 'Your phone number is now private.' : 'Your phone number is shown on the post.',
            variant: 'success',
          });
        },
        onError: (err) => {
          if (!isUnauthorizedError(err)) setError(errorMessageOf(err, 'Your contact preference could not be saved'));
        },
      },
    );
  };

  return (
    <Card className="gap-4" data-testid="contact-preference">
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-labelledby={`${phoneId}-title`}>
          <h2 id={`${phoneId}-title`} className="font-display text-lg font-bold">
            How people reach you
          </h2>
          <fieldset className="grid gap-2">
            <legend className="sr-only">How people reach you</legend>
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
                label={label}
                hint={hint}
              />
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={phoneId}>Your phone number</Label>
            <Input id={phoneId} type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
            <p className="text-xs text-muted-foreground">Moderators can always reach you on it.</p>
          </div>
          {error ? (
            <InlineAlert>
              {error}
            </InlineAlert>
          ) : null}
          <Button type="submit" variant="outline" className="w-fit" disabled={!changed || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save contact preference'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
