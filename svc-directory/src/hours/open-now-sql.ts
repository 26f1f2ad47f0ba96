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
  SELECT array_agg(z.time_zone) AS zones,
    array_agg((extract(dow FROM l.t) * 1440 + extract(hour FROM l.t) * 60 + extract(minute FROM l.t))::int) AS week_minutes,
    array_agg(l.t::date) AS todays
  FROM hours_zones z CROSS JOIN LATERAL (SELECT now() AT TIME ZONE z.time_zone AS t) l)`;

/**
 * Whether the business aliased `alias` is open right now (needs `WITH ${ZONE_CLOCKS}`). The clocks are
 * read once per statement (uncorrelated subqueries), so a row pays only for finding its zone in a short
 * array — a search weighs thousands of rows (a correlated lookup per row was most of an open-now city search).
 */
export const openNowOf = (alias: string) => {
  const zone = `array_position((SELECT zones FROM zone_clocks), ${alias}.time_zone)`;
  return `coalesce(${alias}.open_week @> (SELECT week_minutes FROM zone_clocks)[${zone}]
    AND NOT (SELECT todays FROM zone_clocks)[${zone}] = ANY (${alias}.closed_dates), false)`;
};

/**
 * Rewrites `open_week` and `closed_dates` of the businesses whose ids are in the uuid[] parameter `ids`
 * from their business_hours and business_closures rows (run in the transaction that changed them).
 */
export const refreshOpenWeekOf = (ids: string) => `UPDATE businesses b SET
    open_week = coalesce((SELECT range_agg(int4range(h.day * 1440 + h.open_minute, h.day * 1440 + h.close_minute))
      FROM business_hours h WHERE h.business_id = b.id), '{}'),
    closed_dates = coalesce((SELECT array_agg(x.closed_on ORDER BY x.closed_on) FROM business_closures x WHERE x.business_id = b.id), '{}')
  WHERE b.id = ANY (${ids})`;
