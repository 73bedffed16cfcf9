import { useRestConflicts } from 'use-rest-page-api'
import { ConflictDialog } from '../../components/ConflictDialog.tsx'
import type { Product } from './productColumns.tsx'
import { PRODUCTS_COLLECTION } from './useProductList.ts'

/**
 * A product edited here while someone else saved it (the server refused the stale version): the first such conflict
 * of the products, both versions side by side, resolved by 保留我的 (sent again over the new version) or 使用服务器的
 * (this edit dropped, the server's product shown). Resolving settles the save that met it.
 */
export function ProductConflicts() {
  const [conflict] = useRestConflicts<Product>(PRODUCTS_COLLECTION)
  if (!conflict) return null
  const { local, server } = conflict
  const title = local?.title ?? server?.title ?? ''
  return (
    <ConflictDialog
      key={conflict.id}
      subject={`产品 ${String(conflict.record)}“${title}”`}
      fields={[
        { label: '名称', mine: local?.title ?? '—', server: server?.title ?? '—' },
        { label: '价格（元）', mine: local?.price ?? '—', server: server?.price ?? '—' },
      ]}
      serverGone={server === undefined}
      onKeepMine={() => conflict.resolve('client')}
      onUseServer={() => conflict.resolve('server')}
    />
  )
}
