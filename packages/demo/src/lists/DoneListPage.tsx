import { FormListPage } from './FormListPage.tsx'

/** The done list of a form (route module; see app/router.tsx). */
export function DoneListPage() {
  return <FormListPage kind="done" />
}
