import { useId, useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { localizedPath } from '@pawpals/contracts';
import { callUrl, errorMessageOf } from '@pawpals/api-client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormDialog,
  Input,
  Label,
  useFormDialog,
  useIntl,
  useLocale,
} from '@pawpals/ui';
import { useDeleteAccount } from './api/delete-account';
import { common } from '../shared/messages';

const messages = defineMessages({
  notDeleted: { id: 'account.yourData.notDeleted', defaultMessage: 'Your account could not be deleted. Please try again.' },
  title: { id: 'account.yourData.title', defaultMessage: 'Your data' },
  description: {
    id: 'account.yourData.description',
    defaultMessage: 'Take a copy of everything PawPals holds about you, or delete your account.',
  },
  exportText: {
    id: 'account.yourData.exportText',
    defaultMessage:
      'One JSON file with your profile, business, reviews, favorites, appointments, conversations, posts, sightings, notifications and alert area.',
  },
  download: { id: 'account.yourData.download', defaultMessage: 'Download my data' },
  deleteText: {
    id: 'account.yourData.deleteText',
    defaultMessage:
      'Deleting your account erases your profile, posts, sightings, messages, favorites, appointments, notifications and alert area on every part of PawPals. Your reviews stay, signed “Anonymous”, so businesses keep their ratings. This cannot be undone.',
  },
  deleteButton: { id: 'account.yourData.deleteButton', defaultMessage: 'Delete my account' },
  dialogTitle: { id: 'account.yourData.dialogTitle', defaultMessage: 'Delete your account?' },
  dialogDescription: {
    id: 'account.yourData.dialogDescription',
    defaultMessage: 'This erases your data everywhere and signs you out. Type your password to confirm.',
  },
  formLabel: { id: 'account.yourData.formLabel', defaultMessage: 'Delete your account' },
  keep: { id: 'account.yourData.keep', defaultMessage: 'Keep my account' },
  deleting: { id: 'account.yourData.deleting', defaultMessage: 'Deleting…' },
});

/**
 * Your data (docs/decisions/0111-export-and-deletion.md): download everything the account holds as one JSON
 * file (GET /api/auth/user/export), or delete the account after typing the password (DELETE /api/auth/user).
 * Reviews stay, as "Anonymous".
 */
export function YourDataCard() {
  const intl = useIntl();
  const locale = useLocale();
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
        onSuccess: () => window.location.assign(localizedPath('/', locale)),
        onError: (err) => setError(errorMessageOf(err, intl.formatMessage(messages.notDeleted))),
      },
    );
  };

  return (
    <Card id="your-data">
      <CardHeader>
        <CardTitle>{intl.formatMessage(messages.title)}</CardTitle>
        <CardDescription>{intl.formatMessage(messages.description)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.exportText)}</p>
          <div>
            <Button asChild variant="outline">
              <a href={callUrl('exportAccount')} download data-testid="download-my-data">
                <Download aria-hidden="true" />
                {intl.formatMessage(messages.download)}
              </a>
            </Button>
          </div>
        </div>
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.deleteText)}</p>
          <FormDialog
            {...dialog}
            trigger={
              <Button variant="destructive" className="justify-self-start">
                <Trash2 aria-hidden="true" />
                {intl.formatMessage(messages.deleteButton)}
              </Button>
            }
            title={intl.formatMessage(messages.dialogTitle)}
            description={intl.formatMessage(messages.dialogDescription)}
            onSubmit={onDelete}
            formLabel={intl.formatMessage(messages.formLabel)}
            cancelLabel={intl.formatMessage(messages.keep)}
            submit={
              <Button type="submit" variant="destructive" disabled={!password || remove.isPending}>
                {intl.formatMessage(remove.isPending ? messages.deleting : messages.deleteButton)}
              </Button>
            }
          >
            <div className="grid gap-2">
              <Label htmlFor={passwordId}>{intl.formatMessage(common.password)}</Label>
              <Input id={passwordId} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </div>
          </FormDialog>
        </div>
      </CardContent>
    </Card>
  );
}
