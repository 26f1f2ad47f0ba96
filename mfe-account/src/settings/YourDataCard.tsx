import { useId, useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { callUrl, errorMessageOf } from '@pawpals/api-client';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormDialog, Input, Label, useFormDialog } from '@pawpals/ui';
import { useDeleteAccount } from './api/delete-account';

/**
 * Your data (docs/decisions/0111-export-and-deletion.md): download everything the account holds as one JSON
 * file (GET /api/auth/user/export), or delete the account after typing the password (DELETE /api/auth/user).
 * Reviews stay, as "Anonymous".
 */
export function YourDataCard() {
  const passwordId = useId();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const { setError, dialog } = useFormDialog({ onOpenChange: () => setPassword('') });

  const onDelete = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password || remove.isPending) return;
    setError(null);
    remove.mutate(
      { password },
      {
        // A fresh page: every part of the app (the bell's live stream included) starts again signed out, instead of
        // meeting a 401 on the way and sending the visitor to /login. The confirmation arrives by email.
        onSuccess: () => window.location.assign('/'),
        onError: (err) => setError(errorMessageOf(err, 'Your account could not be deleted. Please try again.')),
      },
    );
  };

  return (
    <Card id="your-data">
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Take a copy of everything PawPals holds about you, or delete your account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            One JSON file with your profile, business, reviews, favorites, appointments, conversations, posts, sightings, notifications and alert area.
          </p>
          <div>
            <Button asChild variant="outline">
              <a href={callUrl('exportAccount')} download data-testid="download-my-data">
                <Download aria-hidden="true" />
                Download my data
              </a>
            </Button>
          </div>
        </div>
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            Deleting your account erases your profile, posts, sightings, messages, favorites, appointments, notifications and alert area on every
            part of PawPals. Your reviews stay, signed “Anonymous”, so businesses keep their ratings. This cannot be undone.
          </p>
          <FormDialog
            {...dialog}
            trigger={
              <Button variant="destructive" className="justify-self-start">
                <Trash2 aria-hidden="true" />
                Delete my account
              </Button>
            }
            title="Delete your account?"
            description="This erases your data everywhere and signs you out. Type your password to confirm."
            onSubmit={onDelete}
            formLabel="Delete your account"
            cancelLabel="Keep my account"
            submit={
              <Button type="submit" variant="destructive" disabled={!password || remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Delete my account'}
              </Button>
            }
          >
            <div className="grid gap-2">
              <Label htmlFor={passwordId}>Password</Label>
              <Input id={passwordId} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </div>
          </FormDialog>
        </div>
      </CardContent>
    </Card>
  );
}
