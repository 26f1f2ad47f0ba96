/**
 * "Open now" in SQL, one rule for a business page and for search: a business is open when one of its
 * ranges for today's weekday (in its own zone) contains the current minute, and today (in its zone)
 * is not one of its closures.
 *
 * The local clock of each zone in use (`hours_zones`, a handful) is computed once per query in the
 * ZONE_CLOCKS common table expression, so no row pays for a time zone conversion. The check itself is a
 * scalar subquery per business (its few ranges by primary key): search keeps walking its order index and
 * stops after the first page of open businesses, instead of first collecting every open business.
 */
export const ZONE_CLOCKS = `zone_clocks AS MATERIALIZED (
  SELECT z.time_zone, extract(dow FROM l.t)::int AS dow,
    (extract(hour FROM l.t) * 60 + extract(minute FROM l.t))::int AS minute, l.t::date AS today
  FROM hours_zones z CROSS JOIN LATERAL (SELECT now() AT TIME ZONE z.time_zone AS t) l)`;

/** Whether the business aliased `alias` is open right now (needs `WITH ${ZONE_CLOCKS}`). */
export const openNowOf = (alias: string) => `((SELECT true FROM business_hours h JOIN zone_clocks c ON c.time_zone = h.time_zone
    WHERE h.business_id = ${alias}.id AND h.day = c.dow AND h.open_minute <= c.minute AND h.close_minute > c.minute
      AND NOT EXISTS (SELECT 1 FROM business_closures x WHERE x.business_id = h.business_id AND x.closed_on = c.today)
    LIMIT 1) IS NOT NULL)`;
