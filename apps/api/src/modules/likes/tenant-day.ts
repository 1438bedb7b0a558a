/**
 * The tenant's day (tenant.time_zone) in SQL, for limits per day: `tz` names the parameter holding the
 * zone. Midnight is found in local time and turned back into an instant, so days of 23 or 25 hours
 * (daylight saving) come out right.
 */
export const dayStartSql = (tz: string) => `(date_trunc('day', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;

export const nextDayStartSql = (tz: string) =>
  `((date_trunc('day', now() AT TIME ZONE ${tz}) + interval '1 day') AT TIME ZONE ${tz})`;
