import type { AppointmentStatus } from '@pawpals/contracts';
import { Badge, cn, useIntl } from '@pawpals/ui';
import { STATUS_STYLES } from './appointment-actions';

/** Status badge colours: pending yellow, confirmed green, cancelled red, completed blue. */
export function AppointmentStatusBadge({
  status,
  className,
}: {
  status: AppointmentStatus;
  className?: string;
}) {
  const intl = useIntl();
  const style = STATUS_STYLES[status] ?? STATUS_STYLES.pending;
  return (
    <Badge className={cn(style.className, className)} data-testid="appointment-status" data-status={status}>
      {intl.formatMessage(style.label)}
    </Badge>
  );
}
