import { Activity, Inbox, RefreshCw, RotateCcw } from 'lucide-react';
import type { ParkedEvent, ServiceStatus, SystemStatus } from '@pawpals/contracts';
import { Badge, Button } from '@pawpals/ui';
import { AdminPageHeader, EmptyState, ListSkeleton, LoadError } from '../shared/AdminPage';
import { ListItemCard } from '../shared/ListItemCard';
import { DataTable, Td, Th } from '../shared/Table';
import { formatDateTime } from '../shared/format';
import { useGetSystemStatus } from './api/get-system-status';
import { useListParkedEvents } from './api/list-parked-events';
import { useRetryParkedEvent } from './api/retry-parked-event';
import { DeleteParkedEventDialog } from './DeleteParkedEventDialog';
import { eventTypeOfSubject, formatAge, STATE_BADGE } from './system-format';

function StateBadge({ service }: { service: ServiceStatus }) {
  const { label, variant } = STATE_BADGE[service.status];
  return <Badge variant={variant}>{label}</Badge>;
}

function ServicesTable({ system }: { system: SystemStatus }) {
  return (
    <DataTable aria-label="Services">
      <thead>
        <tr>
          <Th>Service</Th>
          <Th>Status</Th>
          <Th>Outbox pending</Th>
          <Th>Oldest unpublished</Th>
          <Th>Parked events</Th>
        </tr>
      </thead>
      <tbody>
        {system.services.map((s) => (
          <tr key={s.name} data-testid="system-service">
            <Td label="Service">
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
            <Td label="Status">
              <StateBadge service={s} />
            </Td>
            <Td label="Outbox">{s.outbox ? s.outbox.pending : '—'}</Td>
            <Td label="Oldest">{s.outbox ? formatAge(s.outbox.oldestAgeSeconds) : '—'}</Td>
            <Td label="Parked">{s.parkedEvents ?? '—'}</Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function ConsumersTable({ system }: { system: SystemStatus }) {
  if (!system.consumers.length) return <EmptyState title="No consumers answered" />;
  return (
    <DataTable aria-label="Consumers">
      <thead>
        <tr>
          <Th>Consumer</Th>
          <Th>Service</Th>
          <Th>Backlog</Th>
          <Th>Awaiting ack</Th>
        </tr>
      </thead>
      <tbody>
        {system.consumers.map((c) => (
          <tr key={c.name} data-testid="system-consumer">
            <Td label="Consumer" className="break-all font-mono text-xs">
              {c.name}
            </Td>
            <Td label="Service">{c.service}</Td>
            <Td label="Backlog" className={c.pending > 0 ? 'font-semibold' : undefined}>
              {c.pending}
            </Td>
            <Td label="Ack">{c.ackPending}</Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function ParkedEventRow({ event }: { event: ParkedEvent }) {
  const retry = useRetryParkedEvent();
  const retrying = retry.isPending && retry.variables === event.id;
  return (
    <ListItemCard testId="parked-event" className="grid gap-1.5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold">{eventTypeOfSubject(event.subject)}</p>
        <time dateTime={event.parkedAt} className="text-muted-foreground">
          Parked {formatDateTime(event.parkedAt)}
        </time>
      </div>
      <p className="break-all text-muted-foreground">
        {event.service} · <span className="font-mono text-xs">{event.consumer}</span>
      </p>
      <p className="break-all text-muted-foreground">
        Event <span className="font-mono text-xs text-foreground">{event.eventId}</span> · {event.attempts} attempts
      </p>
      <p className="break-words">
        <span className="text-muted-foreground">Error:</span> {event.error}
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={retrying} onClick={() => retry.mutate(event.id)} aria-label={`Retry parked event ${event.eventId}`}>
          <RotateCcw aria-hidden="true" /> {retrying ? 'Retrying...' : 'Retry'}
        </Button>
        <DeleteParkedEventDialog event={event} />
      </div>
    </ListItemCard>
  );
}

function ParkedEvents() {
  const parked = useListParkedEvents();
  const list = parked.data;
  if (parked.isError && !list) return <LoadError what="the parked events" error={parked.error} onRetry={() => parked.refetch()} />;
  if (!list) return <ListSkeleton rows={2} />;
  return (
    <>
      {list.unavailableServices.length ? (
        <p role="status" className="mb-3 text-sm text-muted-foreground">
          Not answering, their parked events are missing: {list.unavailableServices.join(', ')}
        </p>
      ) : null}
      {list.events.length === 0 ? (
        <EmptyState icon={<Inbox className="size-8" aria-hidden="true" />} title="No parked events">
          Every event was handled by its consumer.
        </EmptyState>
      ) : (
        <>
          {list.total > list.events.length ? (
            <p className="mb-3 text-sm text-muted-foreground">
              The newest {list.events.length} of {list.total}.
            </p>
          ) : null}
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Parked events">
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
  const system = useGetSystemStatus();
  const data = system.data;
  return (
    <>
      <AdminPageHeader
        title="System"
        description={data ? `Services, outboxes, consumers and parked events · checked ${formatDateTime(data.checkedAt)}` : 'Services, outboxes, consumers and parked events'}
        icon={<Activity className="size-5" aria-hidden="true" />}
        actions={
          <Button variant="outline" size="sm" onClick={() => system.refetch()} disabled={system.isFetching}>
            <RefreshCw aria-hidden="true" /> Refresh
          </Button>
        }
      />
      {system.isError && !data ? (
        <LoadError what="the system state" error={system.error} onRetry={() => system.refetch()} />
      ) : !data ? (
        <ListSkeleton rows={4} />
      ) : (
        <div className="grid gap-8">
          <section aria-labelledby="system-services" className="grid gap-3">
            <h2 id="system-services" className="font-display text-lg font-bold">
              Services
            </h2>
            <p className="text-sm text-muted-foreground">
              Outbox: {data.outbox.pending} pending, oldest {formatAge(data.outbox.oldestAgeSeconds)} · {data.parkedEvents} parked
            </p>
            <ServicesTable system={data} />
          </section>
          <section aria-labelledby="system-consumers" className="grid gap-3">
            <h2 id="system-consumers" className="font-display text-lg font-bold">
              Consumers
            </h2>
            <ConsumersTable system={data} />
          </section>
        </div>
      )}
      <section aria-labelledby="system-parked" className="mt-8 grid gap-3">
        <h2 id="system-parked" className="font-display text-lg font-bold">
          Parked events
        </h2>
        <ParkedEvents />
      </section>
    </>
  );
}
