import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { RestPageApiProvider, useRestPageApi } from 'use-rest-page-api'
import { restPageTableOptions } from 'use-rest-page-api/table'

interface Product {
  id: string
  title: string
  price: string
}

// TanStack Table v9: the features a table uses, then its columns. A column's id is the sort property it sends.
const features = tableFeatures({ rowPaginationFeature, rowSortingFeature })
const helper = createColumnHelper<typeof features, Product>()
const columns = helper.columns([
  helper.accessor('title', { header: 'Title' }),
  helper.accessor('price', { header: 'Price', sortDescFirst: true }),
])

function ProductTable() {
  const products = useRestPageApi<Product>('/api/products', [], { pageSize: 5 })
  // The table shows the hook's page and sort; a click on a header or the pager becomes a list request.
  const table = useTable({ features, columns, ...restPageTableOptions(products) })
  return (
    <>
      <table aria-busy={products.isFetching}>
        <thead>
          <tr>
            {table.getFlatHeaders().map((header) => (
              <th key={header.id} aria-sort={ariaSort(header.column.getIsSorted())}>
                <button onClick={() => header.column.toggleSorting()}>
                  {header.column.id === 'title' ? 'Title' : 'Price'}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              <td>{row.original.title}</td>
              <td>{row.original.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
        Previous
      </button>
      Page {products.pagination.pageNo + 1} of {table.getPageCount()}
      <button onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
        Next
      </button>
    </>
  )
}

function ariaSort(sorted: false | 'asc' | 'desc') {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
}

export function App() {
  return (
    <RestPageApiProvider>
      <ProductTable />
    </RestPageApiProvider>
  )
}
