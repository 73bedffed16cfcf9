import { FormListPage } from './FormListPage.tsx'

/** The todo list of a form (route module; see app/router.tsx). */
export function TodoListPage() {
  return <FormListPage kind="todo" />
}
