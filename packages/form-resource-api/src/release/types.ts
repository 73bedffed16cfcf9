import type { FlowNodeInput, FormKind, GrantScope, Order } from '../model/types.ts'

/** The form to publish. */
export interface FormInput {
  id: string
  name: string
  /** The app the form belongs to (its pages' urls hang under the app). */
  appId: string
  kind: FormKind
  /** Flow forms: the flow's nodes, the drafting node among them. */
  flowNodes?: FlowNodeInput[]
  /** The form's existing resource, when it was published before (non-flow releases carry it, domain notes). */
  resourceId?: string
}

/** The input of `buildReleaseRequest`. */
export interface ReleaseInput {
  form: FormInput
  /** Who publishes. */
  publisher: { userId: string; userName: string; deptId: string; deptName: string }
  /** The administrators set at publishing: they get the view role. */
  administrators?: Partial<GrantScope>
  /** Where the form's resource goes in the navigation: next to an anchor (`after`, `before`) or under a parent (`child`). */
  position: { order: Order; resourceId: string }
  /** Base path of the form app (`/sinoform`): the `{form_app}` of the spec's urls. */
  formAppBase: string
  /** `configs.systemId`, sent as `subId`. */
  systemId: string
}
