import { FormListPage } from './FormListPage.tsx'

/** The search list of a form (route module; see app/router.tsx). */
export function SearchListPage() {
  return <FormListPage kind="search" />
}
