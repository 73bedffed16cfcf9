import { createMockDb, type FormRecord, type User } from 'form-mock-server'

/**
 * The mock's seeded data as the app's embedded worker starts it on every page load (same seed, same ids), read in
 * Node so the specs can name pages by what a person sees (出差申请) and know what the server holds.
 */
export const seed = createMockDb()

/** The seeded app (国际合作). */
export const app = one(
  seed.apps.find((a) => a.name === '国际合作'),
  'app 国际合作',
)

/** A seeded form by its name. */
export function form(name: string) {
  return one(
    seed.forms.find((f) => f.name === name),
    `form ${name}`,
  )
}

/** A seeded group by its name. */
export function group(name: string) {
  return one(
    seed.groups.find((g) => g.name === name),
    `group ${name}`,
  )
}

/** A seeded user by name. */
export function user(name: string) {
  return one(
    seed.org.users.find((u) => u.name === name),
    `user ${name}`,
  )
}

/** The form app's lists as the mock serves them: `GET /api/forms/{formId}/<list>`. */
export type FormList = 'drafts' | 'todos' | 'dones' | 'records'

/**
 * Whether a record is in a user's list, after the domain notes (the mock's README, The form app): drafts are the
 * user's own; to-dos wait on the user; done are those the user acted on; the query list holds what the user may
 * open (creator, handlers, those who acted, the admin), drafts only their creator's.
 */
function inList(list: FormList, record: FormRecord, user: User): boolean {
  const acted = record.handled.some((h) => h.userId === user.id)
  switch (list) {
    case 'drafts':
      return record.status === '草稿' && record.cjr === user.id
    case 'todos':
      return record.status === '流转中' && record.handlers.includes(user.id)
    case 'dones':
      return record.status !== '草稿' && acted
    case 'records':
      if (record.cjr === user.id) return true
      return record.status !== '草稿' && (user.id === '1' || record.handlers.includes(user.id) || acted)
  }
}

/** The records of a form in a user's list at start. */
export function listRecords(list: FormList, formId: string, userId = '1') {
  const user = one(
    seed.org.users.find((u) => u.id === userId),
    `user ${userId}`,
  )
  return seed.records.filter((r) => r.formId === formId && inList(list, r, user))
}

/** The address of a page in the app, as publishing emits it (spec C). */
export const paths = {
  home: () => `/sinoform/app/${app.id}/home`,
  form: (formId: string) => `${paths.home()}/form/${formId}`,
  list: (formId: string, segment: 'draft-list' | 'todo-list' | 'done-list' | 'search-list' | 'no-flow-list') =>
    `${paths.form(formId)}/${segment}`,
  group: (groupId: string) => `${paths.home()}/group/${groupId}`,
  dashboard: (dashboardId: string) => `${paths.home()}/dashboard/${dashboardId}`,
}

function one<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`[e2e] the mock's seed has no ${what}: update e2e/support/seed.ts`)
  return value
}
