import { useState, type FormEvent } from 'react';
import { Flag } from 'lucide-react';
import { reportContentSchema } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  InlineAlert,
  Label,
  Textarea,
  toast,
} from '@pawpals/ui';
import { useReportContent } from '../api/report-content';

/** "Report": a signed-in neighbour tells the moderators what is wrong with someone else's post (a scam, abuse). */
export function ReportPostDialog({ petId }: { petId: string }) {
  const { isAuthenticated } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const report = useReportContent();
  if (!isAuthenticated) return null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason('');
      setProblem(null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = reportContentSchema.shape.reason.safeParse(reason);
    if (!checked.success) return setProblem(checked.error.issues[0].message);
    setProblem(null);
    report.mutate(
      { contentType: 'lost_found_pet', contentId: petId, reason: checked.data },
      {
        onSuccess: () => {
          toast({ title: 'Report sent', description: 'Thank you. A moderator will look at it.', variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => {
          if (!isUnauthorizedError(error)) setProblem(errorMessageOf(error, 'Could not send the report'));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="ghost" className="text-muted-foreground">
          <Flag aria-hidden="true" /> Report
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report this post</DialogTitle>
          <DialogDescription>Tell the moderators what is wrong with it, for example a request for money.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="report-post-reason">Reason</Label>
            <Textarea id="report-post-reason" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={problem ? true : undefined} />
          </div>
          {problem ? <InlineAlert className="font-medium">{problem}</InlineAlert> : null}
          <DialogFormFooter>
            <Button type="submit" disabled={report.isPending}>
              Send Report
            </Button>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
