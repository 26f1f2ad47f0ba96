/**
 * "Open now" in SQL, one rule for a business page and for search: a business is open when its week of
 * opening ranges (in its own zone) contains the current minute of the week, and today (in its zone) is
 * not one of its closures.
 *
 * business_hours and business_closures stay the record of what the owner entered; every write of them
 * also refreshes two columns on the business row (`open_week`, a multirange of minutes since Sunday
 * 00:00, and `closed_dates`), so the check needs nothing but the row search is already reading. The
 * local clock of each zone in use (`hours_zones`, a handful) is computed once per query in the
 * ZONE_CLOCKS common table expression, so no row pays for a time zone conversion either.
 */
export const ZONE_CLOCKS = `zone_clocks AS MATERIALIZED (
  SELECT z.time_zone, (extract(dow FROM l.t) * 1440 + extract(hour FROM l.t) * 60 + extract(minute FROM l.t))::int AS week_minute,
    l.t::date AS today
  FROM hours_zones z CROSS JOIN LATERAL (SELECT now() AT TIME ZONE z.time_zone AS t) l)`;

/** Whether the business aliased `alias` is open right now (needs `WITH ${ZONE_CLOCKS}`). */
export const openNowOf = (alias: string) => `coalesce((SELECT ${alias}.open_week @> c.week_minute AND NOT c.today = ANY (${alias}.closed_dates)
    FROM zone_clocks c WHERE c.time_zone = ${alias}.time_zone), false)`;

/**
 * Rewrites `open_week` and `closed_dates` of the businesses whose ids are in the uuid[] parameter `ids`
 * from their business_hours and business_closures rows (run in the transaction that changed them).
 */
export const refreshOpenWeekOf = (ids: string) => `UPDATE businesses b SET
    open_week = coalesce((SELECT range_agg(int4range(h.day * 1440 + h.open_minute, h.day * 1440 + h.close_minute))
      FROM business_hours h WHERE h.business_id = b.id), '{}'),
    closed_dates = coalesce((SELECT array_agg(x.closed_on ORDER BY x.closed_on) FROM business_closures x WHERE x.business_id = b.id), '{}')
  WHERE b.id = ANY (${ids})`;
