/** A few records as the form app's lists show them, for the component stories (which render from data alone). */
export interface SampleRow {
  id: string
  bt: string
  zbbmName: string
  status: '草稿' | '流转中' | '已办结'
  cjsj: string
}

export const sampleRows: readonly SampleRow[] = [
  {
    id: '6a1f00000000000000000001',
    bt: '关于赴日内瓦参加国际劳工大会的出差申请',
    zbbmName: '国际合作司',
    status: '流转中',
    cjsj: '2026-03-02 09:14:00',
  },
  {
    id: '6a1f00000000000000000002',
    bt: '王处长年休假申请',
    zbbmName: '综合处',
    status: '已办结',
    cjsj: '2026-02-27 16:40:00',
  },
  {
    id: '6a1f00000000000000000003',
    bt: '外事接待用章申请',
    zbbmName: '办公室',
    status: '草稿',
    cjsj: '2026-03-01 11:05:00',
  },
  {
    id: '6a1f00000000000000000004',
    bt: '东盟代表团来访接待通报',
    zbbmName: '国际合作司',
    status: '流转中',
    cjsj: '2026-02-28 08:30:00',
  },
  {
    id: '6a1f00000000000000000005',
    bt: '赴新加坡金融监管交流出差申请',
    zbbmName: '金融保险部',
    status: '已办结',
    cjsj: '2026-02-20 14:22:00',
  },
  {
    id: '6a1f00000000000000000006',
    bt: '系统运维值班调休申请',
    zbbmName: '系统管理部',
    status: '草稿',
    cjsj: '2026-02-25 10:00:00',
  },
]
