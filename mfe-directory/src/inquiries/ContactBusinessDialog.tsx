import { lazy, Suspense, useState } from 'react';
import { Mail } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@pawpals/ui';

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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <Mail aria-hidden="true" /> Contact Business
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send a Message</DialogTitle>
          <DialogDescription>
            Ask {businessName} a question. They reply to your PawPals notifications.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<p className="min-h-72 text-sm text-muted-foreground">Loading the form…</p>}>
          <ContactBusinessForm businessId={businessId} onSent={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
