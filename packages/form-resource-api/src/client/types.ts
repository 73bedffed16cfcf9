import type { Order } from '../model/types.ts'

/** An entry of list-all (B2): the resource tree entry of the spec. */
export interface ResourceEntry {
  resourceId: string
  /** `"0"` for a root. */
  resourcePid: string
  resourceName: string
}

/** A resource with its children, built from the B2 entries. */
export interface ResourceTreeNode extends ResourceEntry {
  children: ResourceTreeNode[]
}

/** The resource info record of B8 (`sysResourceInfo`). */
export interface SysResourceInfo {
  resourceOrder: number
  resourceId: string
  resourceContent: string
  resourcePid: string
  resourceName: string
  resourcetypeId: string
  isNavigation: string
  rtypeId: string
  treeId: string
  resourceCode: string
  isTab: string
  status: string
}

/** B1's `para`. */
export interface AddResourcePara {
  /** Id of the user creating the resource. */
  author: string
  name: string
  /** Business system id. */
  subId: string
  /** Default `child`. */
  order?: Order
  /** The parent, for `child`. */
  superId?: string
  /** The anchor, for `after` and `before`. */
  resourceId?: string
}

/** B3's `para`. */
export interface RenameResourcePara {
  resourceId: string
  name: string
  subId: string
}

/** B6's and B7's `para`. */
export interface MoveResourcePara {
  author: string
  /** The resource to move. */
  id: string
  order: Order
  /** The anchor (`after`, `before`). */
  resourceId?: string
  subId: string
  /** The parent (`child`). */
  superId?: string
}
