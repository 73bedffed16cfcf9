import { FormListPage } from './FormListPage.tsx'

/** The draft list of a form (route module; see app/router.tsx). */
export function DraftListPage() {
  return <FormListPage kind="draft" />
}
