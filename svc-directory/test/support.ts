import type { Actor } from '@pawpals/contracts';

/** A calendar day in UTC, `offsetDays` from today, as YYYY-MM-DD. */
export const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The actor without the names a session carries, so the service must take them from its user_profiles projection. */
export const nameless = ({ userId, email }: Actor): Actor => ({ userId, email });
