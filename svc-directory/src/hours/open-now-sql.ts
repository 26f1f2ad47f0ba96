/**
 * "Open now" in SQL, the same rule for one business and for search: a business is open when one of
 * its ranges for today's weekday (in its own zone) contains the current minute, and today (in its zone)
 * is not one of its closures. hours_zones holds the few zones in use, so each zone's local clock is
 * computed once per query rather than once per business.
 */
const ZONE_CLOCKS = `SELECT z.time_zone, extract(dow FROM l.t)::int AS dow,
    (extract(hour FROM l.t) * 60 + extract(minute FROM l.t))::int AS minute, l.t::date AS today
  FROM hours_zones z CROSS JOIN LATERAL (SELECT now() AT TIME ZONE z.time_zone AS t) l`;

const OPEN_RANGES = `(${ZONE_CLOCKS}) c JOIN business_hours h ON h.time_zone = c.time_zone AND h.day = c.dow
    AND h.open_minute <= c.minute AND h.close_minute > c.minute
  WHERE NOT EXISTS (SELECT 1 FROM business_closures x WHERE x.business_id = h.business_id AND x.closed_on = c.today)`;

/** The ids of every business open right now: an index range on (time_zone, day, open_minute) per zone. */
export const OPEN_NOW_BUSINESS_IDS = `SELECT h.business_id FROM ${OPEN_RANGES}`;

/** Whether the business aliased `alias` is open right now (a boolean expression). */
export const openNowOf = (alias: string) => `EXISTS (SELECT 1 FROM ${OPEN_RANGES} AND h.business_id = ${alias}.id)`;
