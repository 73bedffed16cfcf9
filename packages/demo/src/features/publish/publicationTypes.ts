import type { PublishNode, ReleaseRequest } from 'form-resource-api'

/** Where the form goes: next to an anchor (`before`, `after`) or under it (`child`), spec B9 `position`. */
export type Placement = 'before' | 'after' | 'child'

/** `POST /api/forms/{formId}/publications` answers this (201). */
export interface PublicationResult {
  /** The form's resource id on the platform. */
  resourceId: string
  /** The release payload sent to the resource service (B9). */
  payload: ReleaseRequest
  /** The published resource tree (C). */
  tree: PublishNode
  /** Whether the receiver got the tree: sent, unchanged since last time, not configured, or failed. */
  notification: { sent: boolean; status?: number; reason?: string; error?: string }
}

/** The placements in the order the page offers them. */
export const PLACEMENTS: readonly Placement[] = ['child', 'before', 'after']

export const PLACEMENT_LABELS: Record<Placement, string> = {
  before: '放在它前面',
  after: '放在它后面',
  child: '作为它的子节点',
}
