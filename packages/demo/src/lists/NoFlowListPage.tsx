import { FormListPage } from './FormListPage.tsx'

/** The noFlow list of a form (route module; see app/router.tsx). */
export function NoFlowListPage() {
  return <FormListPage kind="noFlow" />
}
