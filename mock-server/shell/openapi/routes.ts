// GET /api/openapi.json (public): the OpenAPI 3.1 document generated from the contracts, built once on the first
// request (the generator and the contracts' JSON Schemas are loaded then, not at the server's start). /api/docs: the
// interactive reference, swagger-ui's own files served from this server (swagger-ui-dist; nothing from a CDN), under
// the page policy securityHeaders.ts gives it.
import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

let built: Promise<string> | undefined;

/** The document as JSON text, built on first use (a failed build is tried again on the next request). */
export function openApiJson(): Promise<string> {
  built ??= import('./document')
    .then(({ buildOpenApiDocument }) => buildOpenApiDocument())
    .then(({ document }) => JSON.stringify(document))
    .catch((error: unknown) => {
      built = undefined;
      throw error;
    });
  return built;
}

export function openApiRoutes(): Router {
  const router = Router();
  router.get(OPENAPI_PATH, async (_req, res) => {
    res.type('application/json').send(await openApiJson());
  });
  // the page reads the document from the address above, relative to /api/docs/
  const page = { customSiteTitle: 'Back office console API', swaggerOptions: { url: '../openapi.json', persistAuthorization: false, tryItOutEnabled: false } };
  router.use(DOCS_PATH, swaggerUi.serveFiles(undefined, page), swaggerUi.setup(undefined, page));
  return router;
}
