import { HttpResponse } from 'msw'

/** One field that failed validation. */
export interface FieldError {
  field: string
  message: string
}

/**
 * The one JSON error body of the mock, for every HTTP error status:
 * `{ status, error, message, path, errors }` (`errors` lists the fields that failed, possibly empty).
 */
export interface ErrorBody {
  status: number
  error: string
  message: string
  path: string
  errors: FieldError[]
  /**
   * 409 to an action on a record that no longer waits on the user: the action someone else took on it last, who and
   * when (`by` the person's name), or `null` when nobody did (it never waited on the user).
   */
  handled?: { by: string | null; at: string; action: string } | null
}

const NAMES: Record<number, string> = {
  400: 'INVALID REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT FOUND',
  405: 'METHOD NOT ALLOWED',
  406: 'NOT ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD TOO LARGE',
  500: 'INTERNAL SERVER ERROR',
}

export function errorResponse(
  request: Request,
  status: number,
  message: string,
  errors: FieldError[] = [],
  extra: Pick<ErrorBody, 'handled'> = {},
) {
  const body: ErrorBody = {
    status,
    error: NAMES[status] ?? 'ERROR',
    message,
    path: new URL(request.url).pathname,
    errors,
    ...extra,
  }
  return HttpResponse.json(body, { status })
}

/** 406 when the request's `Accept` header excludes JSON (spec Errors). */
export function acceptsJson(request: Request): boolean {
  const accept = request.headers.get('Accept')
  if (!accept) return true
  return accept.split(',').some((part) => {
    const type = part.split(';')[0]?.trim().toLowerCase() ?? ''
    return type === '*/*' || type === 'application/*' || type === 'application/json' || type.endsWith('+json')
  })
}
