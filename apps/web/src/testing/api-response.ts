/** An answer of the API as `fetch` hands it to the app: a JSON body with its HTTP status. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A successful answer in the API's envelope, `{ code, data }` (docs/product.md, "API calls"). */
export function okResponse(data: unknown, code = 200): Response {
  return jsonResponse(code, { code, data });
}
