// Until core/handle.ts reads it itself: handle reads a call's body as a JSON object, so a body that is a JSON array
// is handed to the route as `raw.items` (the route parses it against its contract, with `body: 'raw'`).
import type { RequestHandler } from 'express';

export const arrayBody: RequestHandler = (req, _res, next) => {
  req.body = { items: req.body };
  next();
};
