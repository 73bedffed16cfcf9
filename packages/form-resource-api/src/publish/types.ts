import type { FlowNodeInput, FormKind, GrantScope, PageType } from '../model/types.ts'

/** A node of the published resource tree (spec "Published resource node"). */
export interface PublishNode {
  title: string
  /** The form's or app's id; a generated page's is `<form_id>_<page_english_name>`. */
  id: string
  /** The unified authorization resource id; `''` when not known. */
  resourceId: string
  iconUrl: string
  type: 'app' | 'form' | 'group' | 'noflow' | 'dashboard' | 'page'
  url: string
  /** Grants; absent when empty. */
  auth?: GrantScope
  children: PublishNode[]
}

/** A form in the app model. */
export interface PublishForm {
  kind: FormKind
  id: string
  name: string
  resourceId?: string
  /** Flow forms: the flow's nodes (the drafting node among them). */
  flowNodes?: FlowNodeInput[]
  /** The administrators set at publishing (the view role). */
  administrators?: Partial<GrantScope>
  /** Resource ids of a flow form's pages, when known. */
  pageResourceIds?: Partial<Record<PageType, string>>
}

/** A group in the app model: it holds forms and further groups. */
export interface PublishGroup {
  kind: 'group'
  id: string
  name: string
  resourceId?: string
  children: (PublishForm | PublishGroup)[]
}

/** The app model `buildPublishTree` reads. */
export interface PublishApp {
  id: string
  name: string
  iconUrl?: string
  resourceId?: string
  children: (PublishForm | PublishGroup)[]
}
