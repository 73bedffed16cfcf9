export interface ProgressBarProps {
  /** Accessible name. */
  label: string
  /** Done so far, 0 to `max`; omit it for an indeterminate bar. Default: indeterminate. */
  value?: number | undefined
  /** Default 1. */
  max?: number | undefined
  /** A thicker bar, for long tasks such as an export. Default `false`. */
  large?: boolean | undefined
  className?: string | undefined
}

/**
 * A progress bar with `role="progressbar"`: determinate when `value` is given, otherwise a moving stripe. Its
 * stylesheet, `ProgressBar.css`, is the entry's (`main.tsx`), not imported here: index.html shows the route's bar before
 * any script has run.
 */
export function ProgressBar({ label, value, max = 1, large = false, className = '' }: ProgressBarProps) {
  const known = value !== undefined
  const percent = known && max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={known ? max : undefined}
      aria-valuenow={known ? value : undefined}
      className={`progress ${known ? '' : 'progress-indeterminate'} ${large ? 'progress-lg' : ''} ${className}`}
    >
      <div className="progress-fill" style={known ? { width: `${percent}%` } : undefined} />
    </div>
  )
}
