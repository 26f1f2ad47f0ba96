import { useForm } from 'react-hook-form';
import { defineMessages } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { inquiryInputSchema, type InquiryInput } from '@pawpals/contracts';
import { isUnauthorizedError } from '@pawpals/api-client';
import { Button, DialogFormFooter, FormField, Input, Textarea, toast, useIntl } from '@pawpals/ui';
import { useSendInquiry } from './api/send-inquiry';
import { canSendInquiry } from './can-send';

const messages = defineMessages({
  sentTitle: { id: 'directory.inquiries.sentTitle', defaultMessage: 'Inquiry Sent' },
  sentText: { id: 'directory.inquiries.sentText', defaultMessage: 'They will respond soon' },
  errorTitle: { id: 'directory.inquiries.errorTitle', defaultMessage: 'Error' },
  errorText: { id: 'directory.inquiries.errorText', defaultMessage: 'Failed to send inquiry' },
  subject: { id: 'directory.inquiries.subject', defaultMessage: 'Subject' },
  subjectPlaceholder: { id: 'directory.inquiries.subjectPlaceholder', defaultMessage: 'e.g. Do you groom large breeds?' },
  message: { id: 'directory.inquiries.message', defaultMessage: 'Message' },
  messagePlaceholder: { id: 'directory.inquiries.messagePlaceholder', defaultMessage: 'Write your message…' },
  sending: { id: 'directory.inquiries.sending', defaultMessage: 'Sending...' },
  send: { id: 'directory.inquiries.send', defaultMessage: 'Send Message' },
});

const EMPTY: InquiryInput = { subject: '', message: '' };

/**
 * The form of 'Send a Message': loaded when the dialog first opens, with the schema
 * validation it needs (zod), so a business page does not ship them to every visitor.
 */
export default function ContactBusinessForm({
  businessId,
  onSent,
}: {
  businessId: string;
  onSent: () => void;
}) {
  const send = useSendInquiry(businessId);
  const { formatMessage: t } = useIntl();
  const form = useForm<InquiryInput>({ resolver: zodResolver(inquiryInputSchema), defaultValues: EMPTY });
  const values = form.watch();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((data) =>
    send.mutate(data, {
      onSuccess: () => {
        toast({ title: t(messages.sentTitle), description: t(messages.sentText), variant: 'success' });
        form.reset(EMPTY);
        onSent();
      },
      onError: (error) => {
        if (!isUnauthorizedError(error))
          toast({ title: t(messages.errorTitle), description: t(messages.errorText), variant: 'destructive' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t(messages.subject)} error={errors.subject?.message}>
        <Input placeholder={t(messages.subjectPlaceholder)} maxLength={200} {...form.register('subject')} />
      </FormField>
      <FormField label={t(messages.message)} error={errors.message?.message}>
        <Textarea rows={5} placeholder={t(messages.messagePlaceholder)} maxLength={5000} {...form.register('message')} />
      </FormField>
      <DialogFormFooter>
        <Button type="submit" disabled={!canSendInquiry(values) || send.isPending}>
          <Send aria-hidden="true" />
          {t(send.isPending ? messages.sending : messages.send)}
        </Button>
      </DialogFormFooter>
    </form>
  );
}
