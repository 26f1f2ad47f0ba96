import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { inquiryInputSchema, type InquiryInput } from '@pawpals/contracts';
import { isUnauthorizedError } from '@pawpals/api-client';
import { Button, DialogFormFooter, FormField, Input, Textarea, toast } from '@pawpals/ui';
import { useSendInquiry } from './api/send-inquiry';
import { canSendInquiry } from './can-send';

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
  const form = useForm<InquiryInput>({ resolver: zodResolver(inquiryInputSchema), defaultValues: EMPTY });
  const values = form.watch();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((data) =>
    send.mutate(data, {
      onSuccess: () => {
        toast({ title: 'Inquiry Sent', description: 'They will respond soon', variant: 'success' });
        form.reset(EMPTY);
        onSent();
      },
      onError: (error) => {
        if (!isUnauthorizedError(error))
          toast({ title: 'Error', description: 'Failed to send inquiry', variant: 'destructive' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Subject" error={errors.subject?.message}>
        <Input placeholder="e.g. Do you groom large breeds?" maxLength={200} {...form.register('subject')} />
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea rows={5} placeholder="Write your message…" maxLength={5000} {...form.register('message')} />
      </FormField>
      <DialogFormFooter>
        <Button type="submit" disabled={!canSendInquiry(values) || send.isPending}>
          <Send aria-hidden="true" />
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </DialogFormFooter>
    </form>
  );
}
