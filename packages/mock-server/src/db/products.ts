import type { Random } from './random.ts'

/** The generic record of the spec's REST conventions: every field a string, and its version. */
export interface Product {
  id: string
  title: string
  price: string
  /**
   * A JPA `@Version`, as Spring Data REST exposes it: 0 when created, one more at each write; answered as the single
   * record's `ETag` (`"3"`). A record a test puts in the database without one is at version 0 (and answered as it is).
   */
  version?: number
}

const NAMES = [
  '钢笔',
  '笔记本',
  '文件夹',
  '订书机',
  '计算器',
  '台灯',
  '打印纸',
  '白板',
  '印泥',
  '档案盒',
  '签字笔',
  '便签',
]
const MODELS = ['A', 'B', 'C', 'Pro', 'Mini', 'Max']

/** 64 products with ids "1".."64", seeded. */
export function seedProducts(random: Random, count = 64): Product[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    title: `${random.pick(NAMES)} ${random.pick(MODELS)}-${random.int(10, 99)}`,
    price: (random.int(100, 99_900) / 100).toFixed(2),
    version: 0,
  }))
}
