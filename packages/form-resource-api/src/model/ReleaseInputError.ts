/** A field that failed a check, named by its path in the input (`administrators.user[0].userId`). */
export interface InputProblem {
  field: string
  message: string
}

/** A release or publish-tree input that cannot be sent. `problems` names every field that is wrong. */
export class ReleaseInputError extends Error {
  override readonly name = 'ReleaseInputError'
  readonly problems: InputProblem[]

  constructor(what: string, problems: InputProblem[]) {
    super(
      `[form-resource-api] ${what}, nothing was sent:\n${problems.map((p) => `- ${p.field}: ${p.message}`).join('\n')}`,
    )
    this.problems = problems
  }
}
