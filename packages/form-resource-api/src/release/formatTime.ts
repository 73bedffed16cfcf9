/**
 * `yyyy-MM-dd HH:mm:ss` of a moment in a time zone (spec B9 `time`).
 *
 * @example
 * formatTime(new Date('2026-03-01T02:00:00Z'), 'Asia/Shanghai') // '2026-03-01 10:00:00'
 */
export function formatTime(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`
}
