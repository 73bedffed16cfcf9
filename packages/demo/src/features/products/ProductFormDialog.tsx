import { flushSync } from 'react-dom'
import { useState, type FormEvent } from 'react'
import { Dialog, SaveFooter, TextField } from '../../components/index.ts'
import { useUnsavedChanges } from '../../shared/lists/page/useUnsavedChanges.tsx'
import { productFieldErrors, type ProductFormErrors } from './productFieldErrors.ts'
import type { Product } from './productColumns.tsx'

export interface ProductFormDialogProps {
  /** The product to edit, or none for a new one. */
  product?: Product | undefined
  /** Saves; a rejected `RestError` 400 shows its `errors` beside their fields. */
  onSubmit: (input: { title: string; price: string }) => Promise<unknown>
  onClose: () => void
}

/**
 * The create / edit form of a product, in a dialog. It checks nothing itself: the server validates, and its 400
 * field errors show beside their fields (`aria-invalid`, `aria-describedby`), with focus on the first of them. What
 * was typed and not saved is not thrown away without asking.
 */
export function ProductFormDialog({ product, onSubmit, onClose }: ProductFormDialogProps) {
  const [title, setTitle] = useState(product?.title ?? '')
  const [price, setPrice] = useState(product?.price ?? '')
  const [errors, setErrors] = useState<ProductFormErrors>({ fields: {} })
  const [busy, setBusy] = useState(false)
  const formId = 'product-form'
  // Typed and not saved: closing or leaving asks first.
  const unsaved = useUnsavedChanges(!busy && (title !== (product?.title ?? '') || price !== (product?.price ?? '')))
  const close = () => unsaved.confirmClose(onClose)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    setBusy(true)
    setErrors({ fields: {} })
    try {
      await onSubmit({ title: title.trim(), price: price.trim() })
      onClose()
    } catch (error) {
      // Rendered at once, so the first field the server refused is marked when it gets the focus: a keyboard user
      // lands on what to fix, not on the body (the focused 保存 button was disabled while saving).
      flushSync(() => {
        setErrors(productFieldErrors(error))
        setBusy(false)
      })
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
  }
  return (
    <>
      <Dialog
        title={product ? `编辑产品 ${product.id}` : '新建产品'}
        onClose={busy ? undefined : close}
        footer={<SaveFooter formId={formId} busy={busy} onCancel={close} />}
      >
        <form id={formId} className="form-grid" onSubmit={submit} noValidate>
          <TextField label="名称" name="title" value={title} onChange={setTitle} required error={errors.fields.title} />
          <TextField
            label="价格（元）"
            name="price"
            value={price}
            onChange={setPrice}
            required
            hint="数字，最多两位小数，例如 12.50"
            error={errors.fields.price}
            maxLength={20}
          />
          {errors.form && (
            <p className="notice notice-error" role="alert">
              {errors.form}
            </p>
          )}
        </form>
      </Dialog>
      {/* After the drawer: closed together, the drawer gives the focus back (the question's opener went with it). */}
      {unsaved.question}
    </>
  )
}
