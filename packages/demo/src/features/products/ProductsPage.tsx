import { useRef, useState } from 'react'
import { isRestError } from 'use-rest-page-api'
import { FilterForm, TextField } from '../../components/index.ts'
import { useDocumentTitle } from '../../shared/useDocumentTitle.ts'
import { ExportPanel } from '../../shared/lists/export/ExportPanel.tsx'
import type { CsvColumn } from '../../shared/lists/export/toCsv.ts'
import { ListPageFrame } from '../../shared/lists/page/ListPageFrame.tsx'
import { AnnounceContext, StatusLine, useStatusLine } from '../../shared/lists/page/StatusLine.tsx'
import { useListDeletes } from '../../shared/lists/page/useListDeletes.tsx'
import type { Product } from './productColumns.tsx'
import { ProductConflicts } from './ProductConflicts.tsx'
import { ProductFormDialog } from './ProductFormDialog.tsx'
import { listUrl, PRODUCT_PAGE_SIZE, useProductList, type ProductApiVersion } from './useProductList.ts'
import './products.css'

export interface ProductsPageProps {
  /**
   * The version of the list API the page reads: v1 (spec A's envelope) or v2 (Spring Data 3.3's `PagedModel`). A
   * developer's switch, offered in Storybook's controls, not on the user's page. Default `'v1'`.
   */
  apiVersion?: ProductApiVersion | undefined
}

/** `/products` (spec A): the products table, searched by words in the name and by price. */
export function ProductsPage({ apiVersion = 'v1' }: ProductsPageProps) {
  useDocumentTitle('产品')
  return (
    <div className="page products-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">产品</h1>
          <p className="page-subtitle">新建、编辑和删除产品，按名称或价格筛选，点表头排序。</p>
        </div>
      </header>
      {/* A new list per version: the hook reads its url once. */}
      <ProductsTable key={apiVersion} version={apiVersion} />
    </div>
  )
}

/** The columns of the products' CSV. */
const EXPORT_COLUMNS: readonly CsvColumn<Product>[] = [
  { header: '编号', value: (p) => p.id },
  { header: '名称', value: (p) => p.title },
  { header: '价格（元）', value: (p) => p.price },
]

function ProductsTable({ version }: { version: ProductApiVersion }) {
  const [editing, setEditing] = useState<{ product?: Product } | null>(null)
  // What the last change did, said once in the page's status line (a created product may sort onto another page).
  const status = useStatusLine()
  const model = useProductList(version)
  const { list, filters, selectedRows, selection } = model
  // A delete asks nothing and can be undone for 5 s, as a draft's (one pattern for every delete of rows on screen).
  const section = useRef<HTMLDivElement>(null)
  const deletes = useListDeletes(model, section, status, {
    noun: '产品',
    unit: '个',
    nameOf: (product) => product.title,
    url: listUrl(version),
    // Records live at /api/products whichever version the list is read from (spec A).
    base: '/api/products',
    collections: ['/api/products'],
    settle: listUrl(version),
  })

  const save = async (input: { title: string; price: string }) => {
    if (editing?.product) {
      try {
        const saved = await list.update({ ...editing.product, ...input })
        status.say(`已保存产品“${saved.title}”。`)
      } catch (error) {
        // Someone else saved it meanwhile and the user chose theirs (使用服务器的): nothing of this edit is kept.
        if (!isRestError(error, 'conflict')) throw error
        status.say(`产品“${editing.product.title}”已改用服务器上的版本，你的修改没有保存。`, { tone: 'info' })
      }
    } else {
      const saved = await list.save(input)
      status.say(`已新建产品“${saved.title}”（编号 ${saved.id}）。`)
    }
  }
  const create = (
    <button type="button" className="btn btn-primary" onClick={() => setEditing({})}>
      新建产品
    </button>
  )

  return (
    <AnnounceContext.Provider value={status.say}>
      <FilterForm label="筛选产品" onApply={filters.apply} onClear={filters.clear} canClear={filters.any}>
        <TextField
          label="名称"
          name="titleContains"
          value={filters.draft.titleContains ?? ''}
          onChange={filters.set('titleContains')}
          placeholder="名称中的字词"
          maxLength={100}
        />
        <TextField
          label="价格（元）"
          name="price"
          value={filters.draft.price ?? ''}
          onChange={filters.set('price')}
          placeholder="例如 12.50"
          inputMode="decimal"
          maxLength={20}
        />
      </FilterForm>
      <div className="toolbar">
        <span className="toolbar-spacer" />
        {deletes.button}
        {create}
      </div>
      <StatusLine status={status} />
      <ListPageFrame
        model={model}
        frameRef={section}
        name="产品列表"
        caption="产品列表"
        unit="个"
        noun="产品"
        emptyTitle="还没有产品"
        emptyHint="新建一个产品，它会出现在这里。"
        emptyAction={create}
        filteredHint="名称含所填字词、价格完全相同才算符合；换个条件试试，或清除筛选查看全部。"
        onResetDefaults={() => void list.fetch({ page: 0, size: PRODUCT_PAGE_SIZE, sort: [], filters: {} })}
        rowActions={{
          edit: (product) => setEditing({ product }),
          remove: (product) => deletes.remove([product]),
        }}
        deletes={deletes}
        toolbar={
          <ExportPanel
            query={{
              url: listUrl(version),
              searchParams: list.searchParams,
              sorts: list.pagination.sorts,
              skip: (p) => deletes.pendingIds.has(String(p.id)),
            }}
            columns={EXPORT_COLUMNS}
            fileName="产品"
            selection={selectedRows}
            matching={selection.matching ? { count: selection.count, skip: deletes.skipExcluded } : undefined}
            unit="个"
            disabled={list.pagination.totalElements === 0}
          />
        }
      />
      {editing && <ProductFormDialog product={editing.product} onSubmit={save} onClose={() => setEditing(null)} />}
      {/* After the form: the question about a conflicting save comes over it. */}
      <ProductConflicts />
    </AnnounceContext.Provider>
  )
}
