import * as reactRouter from 'react-router'
import { expect, it } from 'vitest'

// The router8 project runs this folder's tests on React Router 8 (REACT_ROUTER_MAJOR=8); the others on 7, the
// version the workspace installs. Each major is told by an export only it has.
it('runs on the React Router major its project names', () => {
  const major = 'UNSAFE_mapRouteProperties' in reactRouter ? 7 : 'unstable_useRouteDiscovery' in reactRouter ? 8 : 0
  expect(major).toBe(Number(process.env.REACT_ROUTER_MAJOR ?? 7))
})
