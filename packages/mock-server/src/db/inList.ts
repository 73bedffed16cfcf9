import type { User } from './org.ts'
import type { FormRecord } from './records.ts'

/** The four lists of the form app (domain notes) and who sees what in each. */
export type FormList = 'drafts' | 'todos' | 'dones' | 'records'

const acted = (record: FormRecord, user: User) => record.handled.some((h) => h.userId === user.id)

/** A draft, or a draft returned to its drafter (已退回): its drafter's to edit, delete and submit. */
export const isDraft = (record: FormRecord) => record.status === '草稿' || record.status === '已退回'

/** Whether a record is in a user's list. */
export function inList(list: FormList, record: FormRecord, user: User): boolean {
  switch (list) {
    case 'drafts':
      return isDraft(record) && record.cjr === user.id
    case 'todos':
      return record.status === '流转中' && record.handlers.includes(user.id)
    case 'dones':
      // What the user acted on, a to-do they returned to its drafter included; not the user's own draft.
      return acted(record, user) && (!isDraft(record) || record.cjr !== user.id)
    case 'records':
      return mayOpen(record, user)
  }
}

/**
 * Whether a user may open a record: its creator, anyone who acted on it (a returned draft too), anyone it waits on,
 * and the admin (id "1") for all but drafts.
 */
export function mayOpen(record: FormRecord, user: User): boolean {
  if (record.cjr === user.id || acted(record, user)) return true
  if (isDraft(record)) return false
  return user.id === '1' || record.handlers.includes(user.id)
}
