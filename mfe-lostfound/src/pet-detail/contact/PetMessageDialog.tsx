import { useId, useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { defineMessages } from 'react-intl';
import type { PetMessage } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, FormDialog, Label, Textarea, toast, useFormDialog, useIntl } from '@pawpals/ui';
import { canSendMessage } from './contact';

const messages = defineMessages({
  sent: { id: 'lostfound.messageDialog.sent', defaultMessage: 'Message sent' },
  sentDescription: {
    id: 'lostfound.messageDialog.sentDescription',
    defaultMessage: 'They will see it in their dashboard',
  },
  sendFailed: { id: 'lostfound.messageDialog.sendFailed', defaultMessage: 'Your message could not be sent' },
  sending: { id: 'lostfound.messageDialog.sending', defaultMessage: 'Sending…' },
  send: { id: 'lostfound.messageDialog.send', defaultMessage: 'Send message' },
  yourMessage: { id: 'lostfound.messageDialog.yourMessage', defaultMessage: 'Your message' },
});

/**
 * A private message about a post, in a dialog opened by `trigger`: a visitor to the poster ("Message
 * the owner"), or the poster to someone who reported a sighting. Send stays disabled while the text is
 * blank; the server's reason is shown when it refuses; success closes the dialog with a toast.
 */
export function PetMessageDialog({
  trigger,
  title,
  description,
  placeholder,
  send,
  initiallyOpen = false,
}: {
  trigger: ReactNode;
  /** Open from the start: the visitor signed in to write this message. */
  initiallyOpen?: boolean;
  title: string;
  description: string;
  placeholder: string;
  send: UseMutationResult<PetMessage, Error, string>;
}) {
  const textId = useId();
  const intl = useIntl();
  const [text, setText] = useState('');
  const { setOpen, setError, dialog } = useFormDialog({ initiallyOpen });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSendMessage(text, send.isPending)) return;
    setError(null);
    send.mutate(text, {
      onSuccess: () => {
        toast({
          title: intl.formatMessage(messages.sent),
          description: intl.formatMessage(messages.sentDescription),
          variant: 'success',
        });
        setText('');
        setOpen(false);
      },
      onError: (err) => {
        if (!isUnauthorizedError(err)) setError(errorMessageOf(err, intl.formatMessage(messages.sendFailed)));
      },
    });
  };

  return (
    <FormDialog
      {...dialog}
      trigger={trigger}
      title={title}
      description={description}
      onSubmit={onSubmit}
      submit={
        <Button type="submit" disabled={!canSendMessage(text, send.isPending)}>
          <Send aria-hidden="true" />
          {intl.formatMessage(send.isPending ? messages.sending : messages.send)}
        </Button>
      }
    >
      <div className="grid gap-2">
        <Label htmlFor={textId}>{intl.formatMessage(messages.yourMessage)}</Label>
        <Textarea
          id={textId}
          rows={5}
          maxLength={5000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
        />
      </div>
    </FormDialog>
  );
}
