import { useId, useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import type { PetMessage } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, FormDialog, Label, Textarea, toast, useFormDialog } from '@pawpals/ui';
import { canSendMessage } from './contact';

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
  const [text, setText] = useState('');
  const { setOpen, setError, dialog } = useFormDialog({ initiallyOpen });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSendMessage(text, send.isPending)) return;
    setError(null);
    send.mutate(text, {
      onSuccess: () => {
        toast({ title: 'Message sent', description: 'They will see it in their dashboard', variant: 'success' });
        setText('');
        setOpen(false);
      },
      onError: (err) => {
        if (!isUnauthorizedError(err)) setError(errorMessageOf(err, 'Your message could not be sent'));
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
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
      }
    >
      <div className="grid gap-2">
        <Label htmlFor={textId}>Your message</Label>
        <Textarea id={textId} rows={5} maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} />
      </div>
    </FormDialog>
  );
}
