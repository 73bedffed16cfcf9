import { useId, type ReactNode } from 'react'
import { Dialog } from './Dialog.tsx'
import './ConflictDialog.css'

/** One field of the record, as this user left it and as the server holds it now. */
export interface ConflictField {
  label: string
  mine: ReactNode
  server: ReactNode
  /** The two differ: the row is marked. Default: compared as strings. */
  differs?: boolean | undefined
}

export interface ConflictDialogProps {
  /** What was edited (`产品 12“螺丝刀”`). */
  subject: string
  /** The fields side by side. */
  fields: readonly ConflictField[]
  /** The record is gone from the server (deleted by someone else): only this user's version is shown. Default `false`. */
  serverGone?: boolean | undefined
  onKeepMine: () => void
  onUseServer: () => void
}

/**
 * Someone else changed a record while this user was editing it (the server answered 412/409 to a stale version):
 * both versions side by side, the differing fields marked, and the choice — 保留我的 (send this user's version over
 * the new one) or 使用服务器的 (drop this user's edit). It must be answered: no Escape, no backdrop. Focus starts on
 * 使用服务器的, the choice that overwrites nobody.
 *
 * @example
 * <ConflictDialog subject="产品 12“螺丝刀”" fields={[{ label: '价格', mine: '12.00', server: '15.00' }]}
 *   onKeepMine={() => conflict.resolve('client')} onUseServer={() => conflict.resolve('server')} />
 */
export function ConflictDialog({ subject, fields, serverGone = false, onKeepMine, onUseServer }: ConflictDialogProps) {
  const describedBy = useId()
  return (
    <Dialog
      title="有人同时修改了这条记录"
      role="alertdialog"
      describedBy={describedBy}
      footer={
        <>
          <button type="button" className="btn" onClick={onUseServer} data-autofocus>
            {serverGone ? '放弃我的修改' : '使用服务器的'}
          </button>
          <button type="button" className="btn btn-primary" onClick={onKeepMine}>
            保留我的
          </button>
        </>
      }
    >
      <p id={describedBy} className="conflict-lead">
        {serverGone
          ? `你修改${subject}时，别人已将它删除。保留你的修改会重新保存它。`
          : `你修改${subject}时，别人已保存了新的版本。请选择保留哪一个。`}
      </p>
      <table className="conflict-table">
        <caption className="visually-hidden">两个版本的对比</caption>
        <thead>
          <tr>
            <th scope="col">字段</th>
            <th scope="col">我的修改</th>
            <th scope="col">服务器上的</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => {
            const differs = field.differs ?? (serverGone || String(field.mine) !== String(field.server))
            return (
              <tr key={field.label} data-differs={differs || undefined}>
                <th scope="row">
                  {field.label}
                  {differs && <span className="visually-hidden">（不同）</span>}
                </th>
                <td>{field.mine}</td>
                <td>{serverGone ? <span className="muted">已删除</span> : field.server}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </Dialog>
  )
}
