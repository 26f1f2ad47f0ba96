import { lazy } from 'react';
import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';
import { Mail } from 'lucide-react';
import { Button, LazyFormDialog, useIntl } from '@pawpals/ui';

const ContactBusinessForm = lazy(() => import('./ContactBusinessForm'));

const messages = defineMessages<{
  readonly trigger: NoMessageValues;
  readonly title: NoMessageValues;
  readonly description: { readonly name: MessageValue };
}>({
  trigger: { id: 'directory.inquiries.contactBusiness', defaultMessage: 'Contact Business' },
  title: { id: 'directory.inquiries.title', defaultMessage: 'Send a Message' },
  description: {
    id: 'directory.inquiries.description',
    defaultMessage: 'Ask {name} a question. They reply to your PawPals notifications.',
  },
});

/**
 * 'Contact Business' → 'Send a Message' dialog (docs/product.md#inquiries); closes and clears after success.
 * Its form loads when it first opens.
 */
export function ContactBusinessDialog({
  businessId,
  businessName,
}: {
  businessId: string;
  businessName: string;
}) {
  const { formatMessage: t } = useIntl();
  return (
    <LazyFormDialog
      trigger={
        <Button variant="outline" className="w-full">
          <Mail aria-hidden="true" /> {t(messages.trigger)}
        </Button>
      }
      title={t(messages.title)}
      description={t(messages.description, { name: businessName })}
      loadingClassName="min-h-72"
      form={(close) => <ContactBusinessForm businessId={businessId} onSent={close} />}
    />
  );
}
