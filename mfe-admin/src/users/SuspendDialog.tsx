import { useState } from 'react';
import { defineMessage, defineMessages, type MessageValue } from 'react-intl';
import { Ban } from 'lucide-react';
import type { AdminUserListItem } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, Input, Label, ReasonDialog, toast, useIntl } from '@pawpals/ui';
import { useSuspendUser } from './api/suspend-user';
import { displayName } from './members';
import { suspensionInput } from './suspension-form';

const messages = defineMessages({
  suspend: { id: 'admin.suspend.suspend', defaultMessage: 'Suspend' },
  description: {
    id: 'admin.suspend.description',
    defaultMessage: 'They are signed out at once, cannot sign in, and their posts, sightings, reviews and businesses are hidden until reinstated.',
  },
  failed: { id: 'admin.suspend.failed', defaultMessage: 'Failed to suspend the member' },
  suspending: { id: 'admin.suspend.suspending', defaultMessage: 'Suspending...' },
  until: { id: 'admin.suspend.until', defaultMessage: 'Until (optional)' },
  untilHint: { id: 'admin.suspend.untilHint', defaultMessage: 'Leave empty to suspend until reinstated.' },
});
const suspendName = defineMessage<{ name: MessageValue }>({ id: 'admin.suspend.suspendName', defaultMessage: 'Suspend {name}' });
const suspended = defineMessage<{ name: MessageValue }>({ id: 'admin.suspend.suspended', defaultMessage: '{name} is suspended' });

/** "Suspend": asks the reason (required) and an optional end; the server's refusal is shown as it says it. */
export function SuspendDialog({ member }: { member: AdminUserListItem }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [until, setUntil] = useState('');
  const suspend = useSuspendUser();
  const name = displayName(member);
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" aria-label={t(suspendName, { name })}>
          <Ban aria-hidden="true" /> {t(messages.suspend)}
        </Button>
      }
      title={t(suspendName, { name })}
      description={t(messages.description)}
      fieldId="suspend-reason"
      check={(reason) => suspensionInput(reason, until, new Date(), intl)}
      onReset={() => setUntil('')}
      onSubmit={async (input) => {
        await suspend.mutateAsync({ id: member.id, ...input });
        toast({ title: t(suspended, { name }), variant: 'success' });
      }}
      problemOf={(error) => (isUnauthorizedError(error) ? null : errorMessageOf(error, t(messages.failed)))}
      submitLabel={t(messages.suspend)}
      busyLabel={t(messages.suspending)}
      submitVariant="destructive"
    >
      <div className="grid gap-2">
        <Label htmlFor="suspend-until">{t(messages.until)}</Label>
        <Input id="suspend-until" type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} />
        <p className="text-xs text-muted-foreground">{t(messages.untilHint)}</p>
      </div>
    </ReasonDialog>
  );
}
