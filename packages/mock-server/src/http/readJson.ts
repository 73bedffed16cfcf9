/** The request's JSON body, or `undefined` when it is empty or not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.clone().json()
  } catch {
    return undefined
  }
}
