import { defineMessages, type IntlShape } from 'react-intl';
import type { ServiceState } from '@pawpals/contracts';
import { englishIntl } from '@pawpals/ui';

/** An age in seconds with unit symbols (the same in English and Spanish): "0 s", "42 s", "3 min", "2 h 5 min", "3 d 4 h". */
export function formatAge(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const stateMessages = defineMessages({
  up: { id: 'admin.system.state.up', defaultMessage: 'Up' },
  degraded: { id: 'admin.system.state.degraded', defaultMessage: 'Degraded' },
  down: { id: 'admin.system.state.down', defaultMessage: 'Down' },
});

/** The badge of a service's state, in the page's language. */
export function stateBadge(
  state: ServiceState,
  intl: IntlShape = englishIntl,
): { label: string; variant: 'success' | 'warning' | 'destructive' } {
  const variant = state === 'up' ? 'success' : state === 'degraded' ? 'warning' : 'destructive';
  return { label: intl.formatMessage(stateMessages[state]), variant };
}

/** The event type of a parked event's subject: "<prefix.>events.directory.inquiry_replied" → "directory.inquiry_replied". */
export function eventTypeOfSubject(subject: string): string {
  const at = subject.indexOf('events.');
  return at < 0 ? subject : subject.slice(at + 'events.'.length);
}
