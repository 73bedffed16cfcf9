import type { FlowNodeInput } from '../model/types.ts'
import type { ReleaseInput } from './types.ts'

/** A business-trip form after the domain notes: clerk applies → section chief approves → end. For tests. */
export const tripFlow: FlowNodeInput[] = [
  {
    id: 'n1',
    name: '科员申请',
    kind: 'draft',
    scope: { deptRole: [{ roleId: 'clerk', deptIds: ['ke'] }], user: [{ deptId: 'ke', userId: 'zhangsan' }] },
  },
  {
    id: 'n2',
    name: '科长审批',
    kind: 'approve',
    scope: {
      roleId: ['chief'],
      user: [
        { deptId: 'ke', userId: 'kezhang' },
        { deptId: 'ke', userId: 'zhangsan' },
      ],
    },
  },
  { id: 'n3', name: '结束', kind: 'end', scope: {} },
]

export const tripRelease: ReleaseInput = {
  form: {
    id: '61dd5330981d24212360db83',
    name: '出差申请',
    appId: '61dd5330981d24212360aaaa',
    kind: 'flow',
    flowNodes: tripFlow,
  },
  publisher: { userId: '1', userName: 'admin', deptId: '18043', deptName: '系统管理部' },
  administrators: { deptId: ['18043'], user: [{ deptId: '18043', userId: '1' }] },
  position: { order: 'child', resourceId: '67250' },
  formAppBase: '/sinoform/',
  systemId: '67250',
}
