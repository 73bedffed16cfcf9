import { expect, it } from 'vitest'
import { springError, springProblemDetail } from './springError.ts'

it("writes Spring Boot's own error body, with a message only when given", async () => {
  const response = springError(404, { path: '/api/products/7' })
  expect(response.status).toBe(404)
  expect(response.headers.get('Content-Type')).toBe('application/json')
  expect(await response.json()).toEqual({
    timestamp: expect.any(String),
    status: 404,
    error: 'Not Found',
    path: '/api/products/7',
  })
})

it('writes a validation error as Spring Boot 3 does with spring.mvc.problemdetails.enabled=true', async () => {
  const response = springProblemDetail(400, { detail: 'Invalid request content.', instance: '/api/products' })
  expect(response.status).toBe(400)
  expect(response.headers.get('Content-Type')).toBe('application/problem+json')
  // Spring's Jackson mixin writes no empty member, and the members in the class's order.
  expect(await response.text()).toBe(
    '{"type":"about:blank","title":"Bad Request","status":400,"detail":"Invalid request content.","instance":"/api/products"}',
  )
})

it('writes extension members at the top level, a title and type given, and more headers', async () => {
  const errors = [{ field: 'title', message: 'must not be blank' }]
  const response = springProblemDetail(422, {
    title: 'Invalid product',
    type: 'https://example.com/problems/invalid-product',
    properties: { errors },
    headers: { 'Retry-After': '5' },
  })
  expect(response.headers.get('Retry-After')).toBe('5')
  expect(await response.json()).toEqual({
    type: 'https://example.com/problems/invalid-product',
    title: 'Invalid product',
    status: 422,
    errors,
  })
})

it('leaves the title out for a status it knows no reason phrase of', async () => {
  expect(await springProblemDetail(418).json()).toEqual({ type: 'about:blank', status: 418 })
})
