import { seedProducts, type Product } from './products.ts'
import { createRandom } from './random.ts'

export interface MockDb {
  seed: number
  products: Product[]
  /** The next id for a created product. */
  nextProductId: number
}

/** A deterministic in-memory database: the same seed gives the same data. Default seed `67250`. */
export function createMockDb(seed = 67250): MockDb {
  const random = createRandom(seed)
  const products = seedProducts(random)
  return { seed, products, nextProductId: products.length + 1 }
}
