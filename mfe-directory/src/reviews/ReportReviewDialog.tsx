import { useState } from 'react';
import { Flag } from 'lucide-react';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  Textarea,
  toast,
} from '@pawpals/ui';
import { useReportContent } from './api/report-content';

/** The moderators' report action, from the review itself. */
export function ReportReviewDialog({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportContent();
  const ready = reason.trim().length >= 3;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="ghost" className="w-fit text-muted-foreground">
          <Flag aria-hidden="true" /> Report
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report this review</DialogTitle>
          <DialogDescription>Tell the moderators what is wrong with it.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!ready) return;
            report.mutate(
              { contentType: 'review', contentId: reviewId, reason: reason.trim() },
              {
                onSuccess: () => {
                  toast({
                    title: 'Report sent',
                    description: 'Thank you. A moderator will look at it.',
                    variant: 'success',
                  });
                  setReason('');
                  setOpen(false);
                },
                onError: (error) => {
                  if (!isUnauthorizedError(error))
                    toast({
                      title: 'Not sent',
                      description: errorMessageOf(error, 'Could not send the report'),
                      variant: 'destructive',
                    });
                },
              },
            );
          }}
        >
          <FormField label="Reason">
            <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={!ready || report.isPending}>
              Send Report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
