import { defineMessages } from 'react-intl';
import { ScrollText } from 'lucide-react';
import type { AuditLogEntry } from '@pawpals/contracts';
import { Button, useIntl } from '@pawpals/ui';
import { AdminPageHeader, EmptyState, ListSkeleton, LoadError } from '../shared/AdminPage';
import { formatDateTime } from '../shared/format';
import { auditActionText, auditTargetText } from '../shared/labels';
import { useListAuditLog } from './api/list-audit-log';
import { ListItemCard } from '../shared/ListItemCard';

const messages = defineMessages({
  by: { id: 'admin.auditLog.by', defaultMessage: 'By' },
  reason: { id: 'admin.auditLog.reason', defaultMessage: 'Reason:' },
  title: { id: 'admin.auditLog.title', defaultMessage: 'Audit Log' },
  description: { id: 'admin.auditLog.description', defaultMessage: 'Every admin action: who, what, on which target, why and when' },
  what: { id: 'admin.auditLog.loadWhat', defaultMessage: 'the audit log' },
  empty: { id: 'admin.auditLog.empty', defaultMessage: 'No admin actions yet' },
  list: { id: 'admin.auditLog.list', defaultMessage: 'Admin actions' },
  moreError: { id: 'admin.auditLog.moreError', defaultMessage: 'Could not load more entries. Please try again.' },
  loading: { id: 'admin.auditLog.loading', defaultMessage: 'Loading...' },
  loadMore: { id: 'admin.auditLog.loadMore', defaultMessage: 'Load more' },
});

function EntryRow({ entry }: { entry: AuditLogEntry }) {
  const intl = useIntl();
  return (
    <ListItemCard testId="audit-entry" className="grid gap-1.5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold">{auditActionText(entry.action, intl)}</p>
        <time dateTime={entry.createdAt} className="text-muted-foreground">
          {formatDateTime(entry.createdAt, intl)}
        </time>
      </div>
      <p className="break-all text-muted-foreground">
        {intl.formatMessage(messages.by)} <span className="text-foreground">{entry.actorEmail ?? entry.actorId}</span>
      </p>
      <p className="break-all text-muted-foreground">
        {auditTargetText(entry.targetType, intl)}
        {entry.targetId ? <span className="font-mono text-xs"> {entry.targetId}</span> : null}
      </p>
      {entry.reason ? (
        <p className="break-words">
          <span className="text-muted-foreground">{intl.formatMessage(messages.reason)}</span> {entry.reason}
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
  const intl = useIntl();
  const t = intl.formatMessage;
  const log = useListAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <>
      <AdminPageHeader
        title={t(messages.title)}
        description={t(messages.description)}
        icon={<ScrollText className="size-5" aria-hidden="true" />}
      />
      {log.isError && !entries.length ? (
        <LoadError what={t(messages.what)} error={log.error} onRetry={() => log.refetch()} />
      ) : log.isLoading ? (
        <ListSkeleton />
      ) : entries.length === 0 ? (
        <EmptyState icon={<ScrollText className="size-8" aria-hidden="true" />} title={t(messages.empty)} />
      ) : (
        <>
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label={t(messages.list)}>
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
          {log.isFetchNextPageError ? (
            <p role="alert" className="mt-4 text-center text-sm text-destructive">
              {t(messages.moreError)}
            </p>
          ) : null}
          {log.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                {log.isFetchingNextPage ? t(messages.loading) : t(messages.loadMore)}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
