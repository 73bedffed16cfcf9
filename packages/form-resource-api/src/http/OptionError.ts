/** An option or argument outside what it accepts: names the function, the option and what it got. */
export class OptionError extends TypeError {
  override readonly name = 'OptionError'
  constructor(
    /** The function or command the option belongs to. */
    readonly where: string,
    /** The option's name. */
    readonly option: string,
    message: string,
  ) {
    super(`[form-resource-api] ${where} option ${option} ${message}`)
  }
}
