// Just the part of json-server 0.17 (CommonJS, no bundled types) that rest.ts uses.
declare module 'json-server' {
  import type { Request, RequestHandler, Response } from 'express';

  export interface JsonServerRouter extends RequestHandler {
    /** express 4 router layers; the last one is json-server's own error handler (it answers stack traces). */
    stack: Array<{ handle: (...args: unknown[]) => unknown }>;
    /** Called last with res.locals.data; override to shape the answer. */
    render: (req: Request, res: Response) => void;
    db: unknown;
  }

  const jsonServer: {
    router(source: object | string, options?: { foreignKeySuffix?: string }): JsonServerRouter;
  };
  export default jsonServer;
}
