/** A release or publish-tree input that cannot be sent. `problems` names every field that is wrong. */
export class ReleaseInputError extends Error {
  override readonly name = 'ReleaseInputError'
  readonly problems: { field: string; message: string }[]

  constructor(what: string, problems: { field: string; message: string }[]) {
    super(
      `[form-resource-api] ${what}, nothing was sent:\n${problems.map((p) => `- ${p.field}: ${p.message}`).join('\n')}`,
    )
    this.problems = problems
  }
}
