import {
  buildPublishTree,
  buildReleaseRequest,
  createResourceServiceClient,
  toScope,
  ReleaseInputError,
  ResourceServiceError,
  sendPublishNotification,
  toResourceTree,
  type GrantScope,
  type ReleaseInput,
  type PublishForm,
  type PublishGroup,
  type ResourceServiceUrls,
} from 'form-resource-api'
import { http, HttpResponse } from 'msw'
import type { App } from '../db/apps.ts'
import type { User } from '../db/org.ts'
import { errorResponse } from '../http/errorResponse.ts'
import { readJson } from '../http/readJson.ts'
import type { HandlerContext } from './context.ts'

/** How the mock's smart form service is configured (its `application.yml`, in effect). */
export interface FormServiceOptions {
  /** `configs.systemId`. Default `'67250'`. */
  systemId?: string
  /** The form app's base path, `{form_app}` in the spec's urls. Default `'/sinoform'`. */
  formAppBase?: string
  /** `url.resource-publish-url`; `null` turns the notification off. Default: the mock's own receiver. */
  resourcePublishUrl?: string | null
}

/** The origin the form service uses for its in-process calls to the mock's resource service and receiver. */
export const INTERNAL_ORIGIN = 'http://form-service.mock'

/**
 * The smart form service's side of resource publishing (spec "What the service does"), over the mock's own resource
 * service: creating an app or a group calls add (B1), renaming an app rename (B3), deleting delete (B4);
 * `GET <base>/navigation-resources` serves list all (B2) as a tree for placing a form; `POST
 * <base>/forms/{formId}/publications` builds the release payload, calls release (B9), builds the publish tree and
 * sends the notification when configured. A failing resource call answers 502 with the platform's message, and the
 * mock's state is left as it was.
 */
export function formServiceHandlers(
  ctx: HandlerContext,
  urls: ResourceServiceUrls,
  dispatch: typeof fetch,
  options: FormServiceOptions = {},
) {
  const { db, base } = ctx
  const systemId = options.systemId ?? db.resources.systemId
  const formAppBase = options.formAppBase ?? '/sinoform'
  const publishUrl =
    options.resourcePublishUrl === undefined
      ? `${INTERNAL_ORIGIN}/portal/resource-publish`
      : (options.resourcePublishUrl ?? undefined)
  const client = createResourceServiceClient(urls, { fetch: dispatch })
  const fingerprints = new Map<string, string>()

  /** Runs the calls to the platform; a refusal answers 502 with its message, and `run` changes state only after them. */
  const viaPlatform = async (request: Request, run: () => Promise<Response>) => {
    try {
      return await run()
    } catch (error) {
      if (!(error instanceof ResourceServiceError)) throw error
      return errorResponse(
        request,
        502,
        `the resource platform refused ${error.operation}: ${error.msg ?? error.message}`,
      )
    }
  }
  const name = async (request: Request) => {
    const body = (await readJson(request)) as { name?: unknown; iconUrl?: unknown } | undefined
    return typeof body?.name === 'string' && body.name.trim() !== ''
      ? { name: body.name.trim(), iconUrl: typeof body.iconUrl === 'string' ? body.iconUrl : '' }
      : undefined
  }
  const nameMissing = (request: Request) =>
    errorResponse(request, 400, 'invalid body', [{ field: 'name', message: 'must be a non-empty string' }])

  /** The app as the publish tree reads it: groups with their forms, then the forms outside groups. */
  const appModel = (app: App) => {
    const form = (f: (typeof db.forms)[number]): PublishForm => ({
      kind: f.type,
      id: f.id,
      name: f.name,
      ...(f.resourceId ? { resourceId: f.resourceId } : {}),
      flowNodes: f.flowNodes,
      administrators: f.administrators,
    })
    const groups: PublishGroup[] = db.groups
      .filter((g) => g.appId === app.id)
      .map((g) => ({
        kind: 'group',
        id: g.id,
        name: g.name,
        ...(g.resourceId ? { resourceId: g.resourceId } : {}),
        children: db.forms.filter((f) => f.groupId === g.id).map(form),
      }))
    return {
      id: app.id,
      name: app.name,
      iconUrl: app.iconUrl,
      ...(app.resourceId ? { resourceId: app.resourceId } : {}),
      children: [...groups, ...db.forms.filter((f) => f.appId === app.id && f.groupId === null).map(form)],
    }
  }

  return [
    http.post(`*${base}/apps`, async ({ request }) => {
      const user = ctx.userOf(request) as User
      const body = await name(request)
      if (!body) return nameMissing(request)
      return viaPlatform(request, async () => {
        const { resourceId } = await client.addResource({
          author: user.id,
          name: body.name,
          subId: systemId,
          order: 'child',
          superId: systemId,
        })
        const app: App = { id: db.ids.objectId(), name: body.name, iconUrl: body.iconUrl, resourceId }
        db.apps.push(app)
        return HttpResponse.json(app, { status: 201 })
      })
    }),
    http.put(`*${base}/apps/:id`, async ({ request, params }) => {
      const app = db.apps.find((a) => a.id === params.id)
      if (!app) return errorResponse(request, 404, `no app with id ${String(params.id)}`)
      const body = await name(request)
      if (!body) return nameMissing(request)
      return viaPlatform(request, async () => {
        if (app.resourceId)
          await client.renameResource({ resourceId: app.resourceId, name: body.name, subId: systemId })
        app.name = body.name
        return HttpResponse.json(app)
      })
    }),
    http.delete(`*${base}/apps/:id`, async ({ request, params }) => {
      const app = db.apps.find((a) => a.id === params.id)
      if (!app) return errorResponse(request, 404, `no app with id ${String(params.id)}`)
      return viaPlatform(request, async () => {
        if (app.resourceId) await client.deleteResource(app.resourceId)
        const forms = new Set(db.forms.filter((f) => f.appId === app.id).map((f) => f.id))
        db.apps = db.apps.filter((a) => a !== app)
        db.groups = db.groups.filter((g) => g.appId !== app.id)
        db.forms = db.forms.filter((f) => !forms.has(f.id))
        db.records = db.records.filter((r) => !forms.has(r.formId))
        return new HttpResponse(null, { status: 204 })
      })
    }),
    http.post(`*${base}/apps/:appId/groups`, async ({ request, params }) => {
      const user = ctx.userOf(request) as User
      const app = db.apps.find((a) => a.id === params.appId)
      if (!app) return errorResponse(request, 404, `no app with id ${String(params.appId)}`)
      const body = await name(request)
      if (!body) return nameMissing(request)
      const parent = app.resourceId
      if (!parent) return errorResponse(request, 409, `app ${app.id} has no resource on the platform yet`)
      return viaPlatform(request, async () => {
        const { resourceId } = await client.addResource({
          author: user.id,
          name: body.name,
          subId: systemId,
          order: 'child',
          superId: parent,
        })
        const group = { id: db.ids.objectId(), name: body.name, appId: app.id, resourceId }
        db.groups.push(group)
        return HttpResponse.json(group, { status: 201 })
      })
    }),
    http.delete(`*${base}/groups/:id`, async ({ request, params }) => {
      const group = db.groups.find((g) => g.id === params.id)
      if (!group) return errorResponse(request, 404, `no group with id ${String(params.id)}`)
      return viaPlatform(request, async () => {
        if (group.resourceId) await client.deleteResource(group.resourceId)
        db.groups = db.groups.filter((g) => g !== group)
        for (const form of db.forms) if (form.groupId === group.id) form.groupId = null
        return new HttpResponse(null, { status: 204 })
      })
    }),
    http.get(`*${base}/navigation-resources`, async ({ request }) => {
      return viaPlatform(request, async () => {
        return HttpResponse.json(toResourceTree(await client.listResources()))
      })
    }),
    http.post(`*${base}/forms/:formId/publications`, async ({ request, params }) => {
      const user = ctx.userOf(request) as User
      const form = db.forms.find((f) => f.id === params.formId)
      if (!form) return errorResponse(request, 404, `no form with id ${String(params.formId)}`)
      const app = db.apps.find((a) => a.id === form.appId) as App
      // buildReleaseRequest checks the position (and all else) and names each problem.
      const body = (await readJson(request)) as
        { position: ReleaseInput['position']; administrators?: Partial<GrantScope> } | undefined
      const administrators = body?.administrators ?? {}
      let payload
      try {
        payload = buildReleaseRequest({
          form: {
            id: form.id,
            name: form.name,
            appId: form.appId,
            kind: form.type,
            flowNodes: form.flowNodes,
            ...(form.resourceId ? { resourceId: form.resourceId } : {}),
          },
          publisher: {
            userId: user.id,
            userName: user.name,
            deptId: user.deptId,
            deptName: db.org.departments.find((d) => d.id === user.deptId)?.name ?? '',
          },
          administrators,
          position: body?.position as ReleaseInput['position'],
          formAppBase,
          systemId,
        })
      } catch (error) {
        if (!(error instanceof ReleaseInputError)) throw error
        return errorResponse(request, 400, 'invalid publication', error.problems)
      }
      const release = payload
      return viaPlatform(request, async () => {
        // A re-publish updates: the service may answer it without resourceId (spec), the form keeps its own.
        const { resourceId } = await client.releaseForm(release, form.resourceId ? { resourceId: form.resourceId } : {})
        form.resourceId = resourceId
        form.administrators = toScope(administrators)
        const tree = buildPublishTree(appModel(app), { formAppBase })
        let notification: object
        try {
          const previous = fingerprints.get(app.id)
          const result = await sendPublishNotification({ resourcePublishUrl: publishUrl }, tree, {
            fetch: dispatch,
            ...(previous ? { previousFingerprint: previous } : {}),
          })
          if (result.sent) fingerprints.set(app.id, result.fingerprint)
          notification = result
        } catch (error) {
          // The resources are published; a receiver that did not acknowledge is reported, not undone.
          notification = { sent: false, error: error instanceof Error ? error.message : String(error) }
        }
        return HttpResponse.json({ resourceId, payload: release, tree, notification }, { status: 201 })
      })
    }),
  ]
}
