import { lazy } from 'react';
import { Mail } from 'lucide-react';
import { Button, LazyFormDialog } from '@pawpals/ui';

const ContactBusinessForm = lazy(() => import('./ContactBusinessForm'));

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
  return (
    <LazyFormDialog
      trigger={
        <Button variant="outline" className="w-full">
          <Mail aria-hidden="true" /> Contact Business
        </Button>
      }
      title="Send a Message"
      description={<>Ask {businessName} a question. They reply to your PawPals notifications.</>}
      loadingClassName="min-h-72"
      form={(close) => <ContactBusinessForm businessId={businessId} onSent={close} />}
    />
  );
}
