/** One problem of a configuration: the key path it is about, and what is wrong and what to do. */
export interface ConfigProblem {
  /** Dotted key path, as in `application.yml` (`url.get-save-resource-url`). */
  key: string
  message: string
}

/** A configuration that cannot be used. `problems` lists every problem found, not just the first. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError'
  readonly problems: ConfigProblem[]

  constructor(problems: ConfigProblem[]) {
    super(`[form-resource-api] invalid configuration:\n${problems.map((p) => `- ${p.key}: ${p.message}`).join('\n')}`)
    this.problems = problems
  }
}
