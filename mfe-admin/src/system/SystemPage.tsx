import { defineMessage, defineMessages, type MessageValue } from 'react-intl';
import { Activity, Inbox, RefreshCw, RotateCcw } from 'lucide-react';
import type { ParkedEvent, ServiceStatus, SystemStatus } from '@pawpals/contracts';
import { Badge, Button, useIntl } from '@pawpals/ui';
import { AdminPageHeader, EmptyState, ListSkeleton, LoadError } from '../shared/AdminPage';
import { ListItemCard } from '../shared/ListItemCard';
import { DataTable, Td, Th } from '../shared/Table';
import { DOT, formatDateTime, NONE, SPACE } from '../shared/format';
import { useGetSystemStatus } from './api/get-system-status';
import { useListParkedEvents } from './api/list-parked-events';
import { useRetryParkedEvent } from './api/retry-parked-event';
import { DeleteParkedEventDialog } from './DeleteParkedEventDialog';
import { eventTypeOfSubject, formatAge, stateBadge } from './system-format';

const messages = defineMessages({
  title: { id: 'admin.system.title', defaultMessage: 'System' },
  description: {
    id: 'admin.system.description',
    defaultMessage: 'Services, outboxes, consumers and parked events',
  },
  refresh: { id: 'admin.system.refresh', defaultMessage: 'Refresh' },
  loadWhat: { id: 'admin.system.loadWhat', defaultMessage: 'the system state' },
  services: { id: 'admin.system.services', defaultMessage: 'Services' },
  service: { id: 'admin.system.column.service', defaultMessage: 'Service' },
  status: { id: 'admin.system.column.status', defaultMessage: 'Status' },
  outboxPending: { id: 'admin.system.column.outboxPending', defaultMessage: 'Outbox pending' },
  outboxShort: { id: 'admin.system.column.outboxShort', defaultMessage: 'Outbox' },
  oldest: { id: 'admin.system.column.oldest', defaultMessage: 'Oldest unpublished' },
  oldestShort: { id: 'admin.system.column.oldestShort', defaultMessage: 'Oldest' },
  parkedEvents: { id: 'admin.system.column.parkedEvents', defaultMessage: 'Parked events' },
  parkedShort: { id: 'admin.system.column.parkedShort', defaultMessage: 'Parked' },
  consumers: { id: 'admin.system.consumers', defaultMessage: 'Consumers' },
  noConsumers: { id: 'admin.system.noConsumers', defaultMessage: 'No consumers answered' },
  consumer: { id: 'admin.system.column.consumer', defaultMessage: 'Consumer' },
  backlog: { id: 'admin.system.column.backlog', defaultMessage: 'Backlog' },
  awaitingAck: { id: 'admin.system.column.awaitingAck', defaultMessage: 'Awaiting ack' },
  ackShort: { id: 'admin.system.column.ackShort', defaultMessage: 'Ack' },
  error: { id: 'admin.system.parked.error', defaultMessage: 'Error:' },
  retry: { id: 'admin.system.parked.retry', defaultMessage: 'Retry' },
  retrying: { id: 'admin.system.parked.retrying', defaultMessage: 'Retrying...' },
  parkedLoadWhat: { id: 'admin.system.parked.loadWhat', defaultMessage: 'the parked events' },
  empty: { id: 'admin.system.parked.empty', defaultMessage: 'No parked events' },
  emptyText: {
    id: 'admin.system.parked.emptyText',
    defaultMessage: 'Every event was handled by its consumer.',
  },
  list: { id: 'admin.system.parked.list', defaultMessage: 'Parked events' },
});
const checkedAtMessage = defineMessage<{ time: MessageValue }>({
  id: 'admin.system.checkedAt',
  defaultMessage: 'Services, outboxes, consumers and parked events · checked {time}',
});
const totalsMessage = defineMessage<{ pending: number; age: MessageValue; parked: number }>({
  id: 'admin.system.totals',
  defaultMessage: 'Outbox: {pending} pending, oldest {age} · {parked} parked',
});
const parkedAtMessage = defineMessage<{ time: MessageValue }>({
  id: 'admin.system.parked.at',
  defaultMessage: 'Parked {time}',
});
const eventAttemptsMessage = defineMessage<{ eventId: MessageValue; attempts: number }>({
  id: 'admin.system.parked.event',
  defaultMessage: 'Event {eventId} · {attempts, plural, one {# attempt} other {# attempts}}',
});
const retryLabelMessage = defineMessage<{ eventId: MessageValue }>({
  id: 'admin.system.parked.retryLabel',
  defaultMessage: 'Retry parked event {eventId}',
});
const unavailableMessage = defineMessage<{ services: MessageValue }>({
  id: 'admin.system.parked.unavailable',
  defaultMessage: 'Not answering, their parked events are missing: {services}',
});
const newestOfMessage = defineMessage<{ shown: number; total: number }>({
  id: 'admin.system.parked.newestOf',
  defaultMessage: 'The newest {shown} of {total}.',
});

function StateBadge({ service }: { service: ServiceStatus }) {
  const { label, variant } = stateBadge(service.status, useIntl());
  return <Badge variant={variant}>{label}</Badge>;
}

function ServicesTable({ system }: { system: SystemStatus }) {
  const t = useIntl().formatMessage;
  return (
    <DataTable aria-label={t(messages.services)}>
      <thead>
        <tr>
          <Th>{t(messages.service)}</Th>
          <Th>{t(messages.status)}</Th>
          <Th>{t(messages.outboxPending)}</Th>
          <Th>{t(messages.oldest)}</Th>
          <Th>{t(messages.parkedEvents)}</Th>
        </tr>
      </thead>
      <tbody>
        {system.services.map((s) => (
          <tr key={s.name} data-testid="system-service">
            <Td label={t(messages.service)}>
              <span className="font-semibold">{s.name}</span>
              {s.problems.length ? (
                <ul className="mt-1 text-xs text-muted-foreground">
                  {s.problems.map((p) => (
                    <li key={p} className="break-words">
                      {p}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Td>
            <Td label={t(messages.status)}>
              <StateBadge service={s} />
            </Td>
            <Td label={t(messages.outboxShort)}>{s.outbox ? s.outbox.pending : NONE}</Td>
            <Td label={t(messages.oldestShort)}>{s.outbox ? formatAge(s.outbox.oldestAgeSeconds) : NONE}</Td>
            <Td label={t(messages.parkedShort)}>{s.parkedEvents ?? NONE}</Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function ConsumersTable({ system }: { system: SystemStatus }) {
  const t = useIntl().formatMessage;
  if (!system.consumers.length) return <EmptyState title={t(messages.noConsumers)} />;
  return (
    <DataTable aria-label={t(messages.consumers)}>
      <thead>
        <tr>
          <Th>{t(messages.consumer)}</Th>
          <Th>{t(messages.service)}</Th>
          <Th>{t(messages.backlog)}</Th>
          <Th>{t(messages.awaitingAck)}</Th>
        </tr>
      </thead>
      <tbody>
        {system.consumers.map((c) => (
          <tr key={c.name} data-testid="system-consumer">
            <Td label={t(messages.consumer)} className="break-all font-mono text-xs">
              {c.name}
            </Td>
            <Td label={t(messages.service)}>{c.service}</Td>
            <Td label={t(messages.backlog)} className={c.pending > 0 ? 'font-semibold' : undefined}>
              {c.pending}
            </Td>
            <Td label={t(messages.ackShort)}>{c.ackPending}</Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function ParkedEventRow({ event }: { event: ParkedEvent }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const retry = useRetryParkedEvent();
  const retrying = retry.isPending && retry.variables === event.id;
  return (
    <ListItemCard testId="parked-event" className="grid gap-1.5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold">{eventTypeOfSubject(event.subject)}</p>
        <time dateTime={event.parkedAt} className="text-muted-foreground">
          {t(parkedAtMessage, { time: formatDateTime(event.parkedAt, intl) })}
        </time>
      </div>
      <p className="break-all text-muted-foreground">
        {event.service}
        {SPACE}
        {DOT}
        {SPACE}
        <span className="font-mono text-xs">{event.consumer}</span>
      </p>
      <p className="break-all text-muted-foreground">
        {t(eventAttemptsMessage, { eventId: event.eventId, attempts: event.attempts })}
      </p>
      <p className="break-words">
        <span className="text-muted-foreground">{t(messages.error)}</span>
        {SPACE}
        {event.error}
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={retrying}
          onClick={() => retry.mutate(event.id)}
          aria-label={t(retryLabelMessage, { eventId: event.eventId })}
        >
          <RotateCcw aria-hidden="true" /> {t(retrying ? messages.retrying : messages.retry)}
        </Button>
        <DeleteParkedEventDialog event={event} />
      </div>
    </ListItemCard>
  );
}

function ParkedEvents() {
  const t = useIntl().formatMessage;
  const parked = useListParkedEvents();
  const list = parked.data;
  if (parked.isError && !list)
    return (
      <LoadError what={t(messages.parkedLoadWhat)} error={parked.error} onRetry={() => parked.refetch()} />
    );
  if (!list) return <ListSkeleton rows={2} />;
  return (
    <>
      {list.unavailableServices.length ? (
        <p role="status" className="mb-3 text-sm text-muted-foreground">
          {t(unavailableMessage, { services: list.unavailableServices.join(', ') })}
        </p>
      ) : null}
      {list.events.length === 0 ? (
        <EmptyState icon={<Inbox className="size-8" aria-hidden="true" />} title={t(messages.empty)}>
          {t(messages.emptyText)}
        </EmptyState>
      ) : (
        <>
          {list.total > list.events.length ? (
            <p className="mb-3 text-sm text-muted-foreground">
              {t(newestOfMessage, { shown: list.events.length, total: list.total })}
            </p>
          ) : null}
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label={t(messages.list)}>
            {list.events.map((event) => (
              <ParkedEventRow key={event.id} event={event} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * /admin/system (super admin only; docs/decisions/0148-admin-system-page.md): each service's state, its
 * outbox and consumers' backlogs, and the parked events with Retry and Delete (with a reason).
 */
export function SystemPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const system = useGetSystemStatus();
  const data = system.data;
  return (
    <>
      <AdminPageHeader
        title={t(messages.title)}
        description={
          data ? t(checkedAtMessage, { time: formatDateTime(data.checkedAt, intl) }) : t(messages.description)
        }
        icon={<Activity className="size-5" aria-hidden="true" />}
        actions={
          <Button variant="outline" size="sm" onClick={() => system.refetch()} disabled={system.isFetching}>
            <RefreshCw aria-hidden="true" /> {t(messages.refresh)}
          </Button>
        }
      />
      {system.isError && !data ? (
        <LoadError what={t(messages.loadWhat)} error={system.error} onRetry={() => system.refetch()} />
      ) : !data ? (
        <ListSkeleton rows={4} />
      ) : (
        <div className="grid gap-8">
          <section aria-labelledby="system-services" className="grid gap-3">
            <h2 id="system-services" className="font-display text-lg font-bold">
              {t(messages.services)}
            </h2>
            <p className="text-sm text-muted-foreground">
              {t(totalsMessage, {
                pending: data.outbox.pending,
                age: formatAge(data.outbox.oldestAgeSeconds),
                parked: data.parkedEvents,
              })}
            </p>
            <ServicesTable system={data} />
          </section>
          <section aria-labelledby="system-consumers" className="grid gap-3">
            <h2 id="system-consumers" className="font-display text-lg font-bold">
              {t(messages.consumers)}
            </h2>
            <ConsumersTable system={data} />
          </section>
        </div>
      )}
      <section aria-labelledby="system-parked" className="mt-8 grid gap-3">
        <h2 id="system-parked" className="font-display text-lg font-bold">
          {t(messages.parkedEvents)}
        </h2>
        <ParkedEvents />
      </section>
    </>
  );
}
