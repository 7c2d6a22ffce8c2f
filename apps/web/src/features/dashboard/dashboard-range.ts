/** The dashboard's ranges. Quick ones end now and are worked out when fetched, so a refresh includes the newest order. */
export type QuickRange = 'today' | 'week' | 'month';
export type DashboardRange = { kind: QuickRange } | { kind: 'custom'; from: string; to: string };

export const quickRanges: QuickRange[] = ['today', 'week', 'month'];

const dayMs = 86_400_000;

/**
 * Today: from the start of the current day in the user's time zone (not the UTC day of the
 * spec: a manager reads "today" on their own clock); Week and Month: the last 7 and 30 days.
 */
export function resolveRange(range: DashboardRange, now = new Date()): { from: Date; to: Date } {
  switch (range.kind) {
    case 'today': {
      const start = new Date(now);
      start.setHours(0, 0, 0, 0);
      return { from: start, to: now };
    }
    case 'week':
      return { from: new Date(now.getTime() - 7 * dayMs), to: now };
    case 'month':
      return { from: new Date(now.getTime() - 30 * dayMs), to: now };
    case 'custom':
      return { from: new Date(range.from), to: new Date(range.to) };
  }
}

/** The browser's zone, sent so the server keys hours and days as the user lives them. */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
