import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { FilterForm, SelectField, TextField, type FilterFormProps } from '../../packages/demo/src/components/index.ts'

const departments = [
  { value: '18043', label: '系统管理部' },
  { value: 'dept-gjhz', label: '国际合作司' },
  { value: 'dept-jrbx', label: '金融保险部' },
]

/** The list pages' three filters (标题, 创建日期, 主办部门), held here as a page would hold them. */
function ListFilters({ initialTitle = '' }: { initialTitle?: string }) {
  const [bt, setBt] = useState(initialTitle)
  const [cjsj, setCjsj] = useState('')
  const [zbbm, setZbbm] = useState('')
  return (
    <>
      <TextField label="标题" type="search" value={bt} onChange={setBt} placeholder="输入标题关键字" />
      <TextField label="创建日期" type="date" value={cjsj} onChange={setCjsj} />
      <SelectField label="主办部门" value={zbbm} onChange={setZbbm} options={departments} emptyLabel="全部" />
    </>
  )
}

/**
 * The query list's six filters, each a child of the form (展开 folds them one by one): more than a row at 1280 px,
 * so the form folds to its first row.
 */
function SixFilters({ initialStatus = '', ...form }: FilterFormProps & { initialStatus?: string }) {
  const [bt, setBt] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [zbbm, setZbbm] = useState('')
  const [status, setStatus] = useState(initialStatus)
  const [cjr, setCjr] = useState('')
  const statuses = [
    { value: '流转中', label: '流转中' },
    { value: '已办结', label: '已办结' },
  ]
  const people = [
    { value: '1', label: 'admin' },
    { value: 'u-zs', label: '张三' },
  ]
  return (
    <FilterForm {...form}>
      <TextField label="标题" value={bt} onChange={setBt} placeholder="标题中的字词" />
      <TextField label="创建日期从" type="date" value={from} onChange={setFrom} />
      <TextField label="创建日期至" type="date" value={to} onChange={setTo} />
      <SelectField label="主办部门" value={zbbm} onChange={setZbbm} options={departments} emptyLabel="全部部门" />
      <SelectField label="状态" value={status} onChange={setStatus} options={statuses} emptyLabel="全部状态" />
      <SelectField label="创建人" value={cjr} onChange={setCjr} options={people} emptyLabel="全部人员" />
    </FilterForm>
  )
}

const meta = {
  title: '组件/FilterForm 筛选表单',
  component: FilterForm,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: '列表上方的筛选条：字段并排（手机上竖排），「查询」应用、「清除」清空；在字段里按回车即查询。',
      },
    },
  },
  args: { onApply: fn(), onClear: fn(), canClear: true, label: '筛选', children: <ListFilters /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FilterForm>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  name: '三个筛选条件',
  play: async ({ args, canvas, userEvent }) => {
    const form = canvas.getByRole('search', { name: '筛选' })
    await expect(form).toBeVisible()
    await userEvent.type(canvas.getByLabelText('标题'), '出差{Enter}')
    await expect(args.onApply).toHaveBeenCalledTimes(1)
    await userEvent.selectOptions(canvas.getByLabelText('主办部门'), '国际合作司')
    await userEvent.click(canvas.getByRole('button', { name: '查询' }))
    await expect(args.onApply).toHaveBeenCalledTimes(2)
    await userEvent.click(canvas.getByRole('button', { name: '清除' }))
    await expect(args.onClear).toHaveBeenCalledTimes(1)
  },
}

export const NothingToClear: Story = {
  name: '未筛选（清除不可用）',
  args: { canClear: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '清除' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: '查询' })).toBeEnabled()
  },
}

export const Phone: Story = {
  name: '手机 390',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // Stacked: each field takes the whole width of the form.
    const form = canvas.getByRole('search', { name: '筛选' })
    const title = canvas.getByLabelText('标题')
    const date = canvas.getByLabelText('创建日期')
    await expect(date.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom)
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(390)
  },
}

export const Collapsed: Story = {
  name: '六个条件（只显示第一行，展开 / 收起）',
  args: { canClear: false },
  render: (args) => <SixFilters {...args} />,
  play: async ({ canvas, userEvent }) => {
    const more = canvas.getByRole('button', { name: '展开' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByLabelText('主办部门')).toBeVisible()
    await expect(canvas.getByLabelText('状态')).not.toBeVisible()
    await userEvent.click(more)
    await expect(canvas.getByLabelText('状态')).toBeVisible()
    await expect(canvas.getByLabelText('创建人')).toBeVisible()
    await expect(more).toHaveAccessibleName('收起')
    await expect(more).toHaveFocus()
    await userEvent.click(more)
    await expect(canvas.getByLabelText('创建人')).not.toBeVisible()
  },
}

export const CollapsedWithHiddenFilter: Story = {
  name: '六个条件（收起的条件已填）',
  args: { canClear: true },
  render: (args) => <SixFilters {...args} initialStatus="已办结" />,
  play: async ({ canvas }) => {
    // The folded field holds a value: 展开 says so, nothing filters out of sight.
    await expect(await canvas.findByRole('button', { name: '展开 1 项已填' })).toBeVisible()
    await expect(canvas.getByLabelText('状态')).not.toBeVisible()
  },
}
