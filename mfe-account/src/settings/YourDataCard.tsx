import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { callUrl, errorMessageOf, sessionKeys } from '@pawpals/api-client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Input,
  Label,
  toast,
} from '@pawpals/ui';
import { useDeleteAccount } from './api/delete-account';

/**
 * Your data (issue 15): download everything the account holds as one JSON file (GET /api/auth/user/export),
 * or delete the account after typing the password (DELETE /api/auth/user). Reviews stay, as "Anonymous".
 */
export function YourDataCard() {
  const passwordId = useId();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onDelete = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password || remove.isPending) return;
    setError(null);
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          toast({ title: 'Account deleted', description: 'Your data is gone. A confirmation is on its way by email.', variant: 'success' });
          // Home first: a member page still on screen when the session turns null would send the visitor to /login.
          navigate('/', { replace: true });
          // Then signed out (the header follows) and nothing else cached, without refetching member data.
          setTimeout(() => {
            queryClient.setQueryData(sessionKeys.currentUser(), null);
            queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.currentUser()[0] });
          }, 0);
        },
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
          <Dialog
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              setError(null);
              setPassword('');
            }}
          >
            <DialogTrigger asChild>
              <Button variant="destructive" className="justify-self-start">
                <Trash2 aria-hidden="true" />
                Delete my account
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Delete your account?</DialogTitle>
                <DialogDescription>This erases your data everywhere and signs you out. Type your password to confirm.</DialogDescription>
              </DialogHeader>
              <form onSubmit={onDelete} noValidate className="grid gap-4" aria-label="Delete your account">
                <div className="grid gap-2">
                  <Label htmlFor={passwordId}>Password</Label>
                  <Input id={passwordId} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
                </div>
                {error ? (
                  <p role="alert" className="text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
                <DialogFooter>
                  <DialogClose asChild>
                    <Button type="button" variant="ghost">
                      Keep my account
                    </Button>
                  </DialogClose>
                  <Button type="submit" variant="destructive" disabled={!password || remove.isPending}>
                    {remove.isPending ? 'Deleting…' : 'Delete my account'}
                  </Button>
                </DialogFooter>
              </form>
            </DialogContent>
          </Dialog>
        </div>
      </CardContent>
    </Card>
  );
}
