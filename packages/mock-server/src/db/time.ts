/** `yyyy-MM-dd HH:mm:ss` of a date, in UTC: the time format of deployed systems (domain notes). */
export function formatTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

/** The mock's clock: starts at a fixed time and moves a minute per reading, so runs are repeatable. */
export function createClock(start = Date.UTC(2026, 2, 2, 9, 0, 0)) {
  let now = start
  return {
    now(): string {
      now += 60_000
      return formatTime(new Date(now))
    },
  }
}
export type Clock = ReturnType<typeof createClock>
