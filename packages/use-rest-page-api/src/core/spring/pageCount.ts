/**
 * The number of pages of `totalElements` records at `pageSize` a page (spec D's default for `totalPages`). The one
 * place this is computed.
 *
 * @example
 * pageCount(64, 15) // 5
 * pageCount(0, 15) // 0
 */
export const pageCount = (totalElements: number, pageSize: number): number => Math.ceil(totalElements / pageSize)
