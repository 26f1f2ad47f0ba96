/**
 * A timestamptz as a keyset cursor carries it (docs/decisions/0139-one-paging-convention.md): ISO text to
 * the microsecond, since a JavaScript Date keeps milliseconds only and two rows of one millisecond would
 * otherwise share a position.
 */
export const cursorTimestampSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
