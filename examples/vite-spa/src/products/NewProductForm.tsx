import { useState, type FormEvent } from 'react'

export interface NewProductFormProps {
  /** Saves the product; rejects with the server's refusal, shown under the form. */
  onCreate: (product: { title: string; price: string }) => Promise<unknown>
}

/** A name and a price, added to the list on submit. */
export function NewProductForm({ onCreate }: NewProductFormProps) {
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    setSaving(true)
    setError(undefined)
    try {
      await onCreate({ title: String(data.get('title')).trim(), price: String(data.get('price')).trim() })
      form.reset()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="new-product" onSubmit={submit} aria-label="New product">
      <label>
        Name
        <input name="title" required maxLength={100} autoComplete="off" />
      </label>
      <label>
        Price
        <input name="price" required inputMode="decimal" pattern="\d+(\.\d{1,2})?" placeholder="0.00" />
      </label>
      <button type="submit" disabled={saving}>
        {saving ? 'Adding…' : 'Add product'}
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </form>
  )
}
