import { useState, type FormEvent } from 'react';
import { Ban } from 'lucide-react';
import type { AdminUserListItem } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  InlineAlert,
  Input,
  Label,
  Textarea,
  toast,
} from '@pawpals/ui';
import { useSuspendUser } from './api/suspend-user';
import { displayName } from './members';
import { suspensionInput } from './suspension-form';

/** "Suspend": asks the reason (required) and an optional end; the server's refusal is shown as it says it. */
export function SuspendDialog({ member }: { member: AdminUserListItem }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const suspend = useSuspendUser();
  const name = displayName(member);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason('');
      setUntil('');
      setProblem(null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input = suspensionInput(reason, until, new Date());
    if ('error' in input) return setProblem(input.error);
    setProblem(null);
    suspend.mutate(
      { id: member.id, ...input },
      {
        onSuccess: () => {
          toast({ title: `${name} is suspended`, variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => {
          if (!isUnauthorizedError(error)) setProblem(errorMessageOf(error, 'Failed to suspend the member'));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" aria-label={`Suspend ${name}`}>
          <Ban aria-hidden="true" /> Suspend
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Suspend {name}</DialogTitle>
          <DialogDescription>They are signed out at once, cannot sign in, and their posts, sightings, reviews and businesses are hidden until reinstated.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="suspend-reason">Reason</Label>
            <Textarea id="suspend-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} aria-invalid={problem ? true : undefined} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="suspend-until">Until (optional)</Label>
            <Input id="suspend-until" type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} />
            <p className="text-xs text-muted-foreground">Leave empty to suspend until reinstated.</p>
          </div>
          {problem ? <InlineAlert className="font-medium">{problem}</InlineAlert> : null}
          <DialogFormFooter>
            <Button type="submit" variant="destructive" disabled={suspend.isPending}>
              {suspend.isPending ? 'Suspending...' : 'Suspend'}
            </Button>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
