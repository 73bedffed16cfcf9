import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library unmounts between tests only when globals are on; ours are off, so do it here.
afterEach(() => cleanup())
