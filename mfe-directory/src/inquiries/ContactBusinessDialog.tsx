import { lazy, Suspense, useState } from 'react';
import { Mail } from 'lucide-react';
import { Button, TriggerDialog } from '@pawpals/ui';

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
  const [open, setOpen] = useState(false);
  return (
    <TriggerDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className="w-full">
          <Mail aria-hidden="true" /> Contact Business
        </Button>
      }
      title="Send a Message"
      description={<>Ask {businessName} a question. They reply to your PawPals notifications.</>}
    >
      <Suspense fallback={<p className="min-h-72 text-sm text-muted-foreground">Loading the form…</p>}>
        <ContactBusinessForm businessId={businessId} onSent={() => setOpen(false)} />
      </Suspense>
    </TriggerDialog>
  );
}
