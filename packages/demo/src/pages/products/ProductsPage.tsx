import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  ConfirmDialog,
  DataTable,
  describeError,
  EmptyState,
  ErrorPanel,
  FilterForm,
  Pager,
  TextField,
} from '../../components/index.ts'
import { useGoToLastPage } from '../../lists/useGoToLastPage.ts'
import { useDocumentTitle } from '../home/useDocumentTitle.ts'
import type { Product } from './productColumns.tsx'
import { ProductFormDialog } from './ProductFormDialog.tsx'
import { useProductList, type ProductApiVersion } from './useProductList.ts'
import './products.css'

const VERSIONS: readonly { value: ProductApiVersion; label: string; explain: string }[] = [
  {
    value: 'v1',
    label: 'v1',
    explain: 'v1：GET /api/products 返回 Spring 的 Page（content、number、size、totalPages、totalElements）。',
  },
  {
    value: 'v2',
    label: 'v2',
    explain: 'v2：GET /api/v2/products 返回 Spring Data 3.3 的 PagedModel（content 与 page），列表照常读取，无需转换。',
  },
]

/** `/products` (spec A): the products CRUD table, over v1 or v2 of the list API (`?api=v2`). */
export function ProductsPage() {
  const [params, setParams] = useSearchParams()
  const version: ProductApiVersion = params.get('api') === 'v2' ? 'v2' : 'v1'
  const setVersion = (next: ProductApiVersion) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev)
        if (next === 'v2') p.set('api', 'v2')
        else p.delete('api')
        return p
      },
      { replace: false },
    )
  useDocumentTitle('产品')
  return (
    <div className="page products-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">产品</h1>
          <p className="page-subtitle">REST 约定（规范 A）的增删改查：新建、编辑、删除一个或多个，排序、筛选与分页。</p>
        </div>
      </header>
      <div className="card card-body products-version">
        <fieldset className="products-version__switch">
          <legend className="field-label">列表接口版本</legend>
          {VERSIONS.map((v) => (
            <label key={v.value} className={`products-version__option${version === v.value ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name="api-version"
                value={v.value}
                checked={version === v.value}
                onChange={() => setVersion(v.value)}
              />
              {v.label}
            </label>
          ))}
        </fieldset>
        <p className="products-version__explain" aria-live="polite">
          {VERSIONS.find((v) => v.value === version)?.explain}
        </p>
      </div>
      {/* A new list per version: the hook reads its url and transforms once. */}
      <ProductsTable key={version} version={version} />
    </div>
  )
}

interface PendingDelete {
  rows: Product[]
  busy: boolean
  error: string | null
}

function ProductsTable({ version }: { version: ProductApiVersion }) {
  const [editing, setEditing] = useState<{ product?: Product } | null>(null)
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null)
  // What the last change did, said once (a created product may sort onto another page).
  const [notice, setNotice] = useState('')
  const actions = useMemo(
    () => ({
      edit: (product: Product) => setEditing({ product }),
      remove: (product: Product) => setPendingDelete({ rows: [product], busy: false, error: null }),
    }),
    [],
  )
  const { dataSource: list, table, rowSelection, setRowSelection } = useProductList(version, actions)
  const { pageNo, pageSize, totalPages, totalElements } = list.pagination
  const stale = list.isPlaceholderData

  // A page past the end (a stale link, the last products deleted elsewhere): the last page, replacing the address.
  const pastEnd = !list.isLoading && !list.isError && totalPages > 0 && pageNo >= totalPages
  useGoToLastPage(pastEnd, totalPages)

  // Selection belongs to the rows on screen: a new page, sort or filter clears it.
  const queryKey = JSON.stringify([pageNo, pageSize, list.pagination.sorts, list.searchParams])
  const [selectionKey, setSelectionKey] = useState(queryKey)
  if (selectionKey !== queryKey) {
    setSelectionKey(queryKey)
    setRowSelection({})
  }
  const selectedRows = list.items.filter((p) => rowSelection[p.id])

  const applied = { title: String(list.searchParams.title ?? ''), price: String(list.searchParams.price ?? '') }
  const [draft, setDraft] = useState(applied)
  const [shown, setShown] = useState(applied)
  if (shown.title !== applied.title || shown.price !== applied.price) {
    setShown(applied)
    setDraft(applied)
  }
  const filtered = Boolean(applied.title || applied.price)
  const clearFilters = () => {
    setDraft({ title: '', price: '' })
    list.query({ title: '', price: '' })
  }

  const save = async (input: { title: string; price: string }) => {
    if (editing?.product) {
      const saved = await list.update({ ...editing.product, ...input })
      setNotice(`已保存产品“${saved.title}”。`)
    } else {
      const saved = await list.save(input)
      setNotice(`已新建产品“${saved.title}”（编号 ${saved.id}）。`)
    }
  }
  const confirmDelete = async () => {
    if (!pendingDelete) return
    setPendingDelete({ ...pendingDelete, busy: true, error: null })
    try {
      const ids = pendingDelete.rows.map((p) => p.id)
      await list.remove(ids.length === 1 ? (ids[0] as string) : ids)
      setNotice(ids.length === 1 ? `已删除产品“${pendingDelete.rows[0]?.title}”。` : `已删除 ${ids.length} 个产品。`)
      setRowSelection({})
      setPendingDelete(null)
    } catch (error) {
      setPendingDelete({ ...pendingDelete, busy: false, error: `${describeError(error).title}，没有删除任何产品。` })
    }
  }
  const empty = list.items.length === 0 && !list.isLoading && !list.isError

  return (
    <>
      <FilterForm
        label="筛选产品"
        onApply={() => list.query({ title: draft.title.trim(), price: draft.price.trim() })}
        onClear={clearFilters}
        canClear={filtered || Boolean(draft.title || draft.price)}
      >
        <TextField
          label="名称"
          name="title"
          value={draft.title}
          onChange={(title) => setDraft((d) => ({ ...d, title }))}
          placeholder="完整名称"
        />
        <TextField
          label="价格（元）"
          name="price"
          value={draft.price}
          onChange={(price) => setDraft((d) => ({ ...d, price }))}
          placeholder="例如 12.50"
          maxLength={20}
        />
      </FilterForm>
      <div className="toolbar">
        <span className="products-status" role="status">
          {notice}
        </span>
        <span className="muted products-selected" aria-live="polite">
          {selectedRows.length > 0 ? `已选 ${selectedRows.length} 个产品` : ''}
        </span>
        <span className="toolbar-spacer" />
        {selectedRows.length > 0 && (
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => setPendingDelete({ rows: selectedRows, busy: false, error: null })}
          >
            删除所选（{selectedRows.length}）
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={() => setEditing({})}>
          新建产品
        </button>
      </div>
      <section className="card" aria-label="产品列表">
        {list.isError ? (
          <ErrorPanel error={list.error} onRetry={list.reload} />
        ) : (
          <DataTable
            table={table}
            caption={`产品列表（${version}）`}
            captionHidden
            loading={list.isLoading}
            stale={stale}
            isRowSelected={(row) => Boolean(rowSelection[row.id])}
            empty={
              empty &&
              (filtered ? (
                <EmptyState
                  title="没有符合筛选条件的产品"
                  description="名称和价格须完全相同才算符合；换个条件试试，或清除筛选查看全部。"
                  action={
                    <button type="button" className="btn btn-primary" onClick={clearFilters}>
                      清除筛选
                    </button>
                  }
                />
              ) : (
                <EmptyState
                  title="还没有产品"
                  action={
                    <button type="button" className="btn btn-primary" onClick={() => setEditing({})}>
                      新建产品
                    </button>
                  }
                />
              ))
            }
          />
        )}
        {!list.isError && totalElements > 0 && (
          <Pager
            pageNo={pageNo}
            pageSize={pageSize}
            totalElements={totalElements}
            totalPages={totalPages}
            totalKnown={list.pagination.totalKnown}
            hasNext={list.pagination.hasNext}
            unit="个"
            onPageChange={(page) => list.fetch(page)}
            onPageSizeChange={(size) => list.fetch(0, size)}
          />
        )}
      </section>
      {editing && <ProductFormDialog product={editing.product} onSubmit={save} onClose={() => setEditing(null)} />}
      {pendingDelete && (
        <ConfirmDialog
          title={pendingDelete.rows.length === 1 ? '删除产品' : `删除 ${pendingDelete.rows.length} 个产品`}
          message={
            pendingDelete.rows.length === 1
              ? `确定删除产品“${pendingDelete.rows[0]?.title}”吗？删除后无法恢复。`
              : `确定删除所选的 ${pendingDelete.rows.length} 个产品吗？删除后无法恢复。`
          }
          confirmLabel="删除"
          danger
          busy={pendingDelete.busy}
          error={pendingDelete.error}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setPendingDelete(null)}
        />
      )}
    </>
  )
}
