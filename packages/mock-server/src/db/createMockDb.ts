import { seedApps, type App, type Form, type Group } from './apps.ts'
import { createIds, type Ids } from './ids.ts'
import { seedOrg, type Org } from './org.ts'
import { seedProducts, type Product } from './products.ts'
import { createRandom } from './random.ts'
import { seedRecords, type FormRecord } from './records.ts'
import { seedResourceTree, type ResourceTree } from './resourceTree.ts'
import { createClock, type Clock } from './time.ts'

export interface MockDb {
  seed: number
  ids: Ids
  clock: Clock
  products: Product[]
  /** The next id for a created product. */
  nextProductId: number
  org: Org
  apps: App[]
  groups: Group[]
  forms: Form[]
  records: FormRecord[]
  /** The third-party resource service's state (spec Endpoints B). */
  resources: ResourceTree
  /** Live sessions by token (`POST /api/sessions`). */
  sessions: Map<string, { userId: string; expiresAt: number }>
}

/**
 * A deterministic in-memory database: the same seed gives the same data. Default seed `67250`.
 * Products (64), the organisation, the app 国际合作 with its forms, 360 form records (the admin has some in every list) and the resource tree of
 * system 67250.
 */
export function createMockDb(seed = 67250): MockDb {
  const random = createRandom(seed)
  const ids = createIds(random)
  const products = seedProducts(random)
  const org = seedOrg(ids)
  const { apps, groups, forms } = seedApps(ids, org)
  const records = seedRecords(random, ids, org, forms)
  return {
    seed,
    ids,
    clock: createClock(),
    products,
    nextProductId: products.length + 1,
    org,
    apps,
    groups,
    forms,
    records,
    resources: seedResourceTree(ids),
    sessions: new Map(),
  }
}
