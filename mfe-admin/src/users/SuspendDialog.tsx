import { useState } from 'react';
import { Ban } from 'lucide-react';
import type { AdminUserListItem } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, Input, Label, ReasonDialog, toast } from '@pawpals/ui';
import { useSuspendUser } from './api/suspend-user';
import { displayName } from './members';
import { suspensionInput } from './suspension-form';

/** "Suspend": asks the reason (required) and an optional end; the server's refusal is shown as it says it. */
export function SuspendDialog({ member }: { member: AdminUserListItem }) {
  const [until, setUntil] = useState('');
  const suspend = useSuspendUser();
  const name = displayName(member);
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" aria-label={`Suspend ${name}`}>
          <Ban aria-hidden="true" /> Suspend
        </Button>
      }
      title={`Suspend ${name}`}
      description="They are signed out at once, cannot sign in, and their posts, sightings, reviews and businesses are hidden until reinstated."
      fieldId="suspend-reason"
      check={(reason) => suspensionInput(reason, until, new Date())}
      onReset={() => setUntil('')}
      onSubmit={async (input) => {
        await suspend.mutateAsync({ id: member.id, ...input });
        toast({ title: `${name} is suspended`, variant: 'success' });
      }}
      problemOf={(error) => (isUnauthorizedError(error) ? null : errorMessageOf(error, 'Failed to suspend the member'))}
      submitLabel="Suspend"
      busyLabel="Suspending..."
      submitVariant="destructive"
    >
      <div className="grid gap-2">
        <Label htmlFor="suspend-until">Until (optional)</Label>
        <Input id="suspend-until" type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} />
        <p className="text-xs text-muted-foreground">Leave empty to suspend until reinstated.</p>
      </div>
    </ReasonDialog>
  );
}
