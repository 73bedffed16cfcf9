import { expectTypeOf, it } from 'vitest'
import type * as production from './index.production.ts'
import type * as entry from './index.ts'

// The published declarations are index.d.ts's, whichever condition picked the code: the production entry must export
// the same names with the same types.
it('exports under the production condition exactly what the default entry declares', () => {
  expectTypeOf<typeof production>().toEqualTypeOf<typeof entry>()
})
