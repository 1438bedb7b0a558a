/** The unread badge cap of spec §2: 99 shows as 99, 100 and more as "99+". */
export const BADGE_COUNT_CAP = 99;

export function formatBadgeCount(count: number, cap: number = BADGE_COUNT_CAP): string {
  const whole = Math.max(0, Math.floor(count));
  return whole > cap ? `${cap}+` : String(whole);
}
