// Until core/handle.ts reads them itself: handle reads a call's body as a JSON object, so a POST that sends only a
// query (no body, no Content-Type) reads as an empty object, and a body that is a JSON array is handed to the route
// as `raw.items` (the route parses it against its contract, with `body: 'raw'`).
import type { RequestHandler } from 'express';

export const queryOnly: RequestHandler = (req, _res, next) => {
  req.body ??= {};
  next();
};

export const arrayBody: RequestHandler = (req, _res, next) => {
  req.body = { items: req.body };
  next();
};
