import { ScrollText } from 'lucide-react';
import { AUDIT_ACTION_LABELS, type AuditLogEntry } from '@pawpals/contracts';
import { Button } from '@pawpals/ui';
import { AdminPageHeader, EmptyState, ListSkeleton, LoadError } from '../shared/AdminPage';
import { formatDateTime, titleCase } from '../shared/format';
import { useListAuditLog } from './api/list-audit-log';
import { ListItemCard } from '../shared/ListItemCard';

function EntryRow({ entry }: { entry: AuditLogEntry }) {
  return (
    <ListItemCard testId="audit-entry" className="grid gap-1.5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold">{AUDIT_ACTION_LABELS[entry.action]}</p>
        <time dateTime={entry.createdAt} className="text-muted-foreground">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="break-all text-muted-foreground">
        By <span className="text-foreground">{entry.actorEmail ?? entry.actorId}</span>
      </p>
      <p className="break-all text-muted-foreground">
        {titleCase(entry.targetType)}
        {entry.targetId ? <span className="font-mono text-xs"> {entry.targetId}</span> : null}
      </p>
      {entry.reason ? (
        <p className="break-words">
          <span className="text-muted-foreground">Reason:</span> {entry.reason}
        </p>
      ) : null}
    </ListItemCard>
  );
}

/**
 * /admin/audit-log (super admin only; docs/decisions/0127-suspension-and-the-audit-log.md): every admin
 * action, newest first.
 */
export function AuditLogPage() {
  const log = useListAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <>
      <AdminPageHeader
        title="Audit Log"
        description="Every admin action: who, what, on which target, why and when"
        icon={<ScrollText className="size-5" aria-hidden="true" />}
      />
      {log.isError && !entries.length ? (
        <LoadError what="the audit log" error={log.error} onRetry={() => log.refetch()} />
      ) : log.isLoading ? (
        <ListSkeleton />
      ) : entries.length === 0 ? (
        <EmptyState icon={<ScrollText className="size-8" aria-hidden="true" />} title="No admin actions yet" />
      ) : (
        <>
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Admin actions">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
          {log.isFetchNextPageError ? (
            <p role="alert" className="mt-4 text-center text-sm text-destructive">
              Could not load more entries. Please try again.
            </p>
          ) : null}
          {log.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
