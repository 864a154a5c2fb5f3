// `handle` reads a POST's body as a JSON object (a 400 otherwise). The calls whose input travels in the query string,
// or that take none, are sent without a body (or with any): these read it as an empty one, as they always have.
import type { RequestHandler } from 'express';

/** A call that takes no body: whatever was sent is read as {}. */
export const bodyIgnored: RequestHandler = (req, _res, next) => {
  req.body = {};
  next();
};

/** A call whose body may be left out: none is read as {} (one that is sent must still be an object). */
export const bodyOptional: RequestHandler = (req, _res, next) => {
  req.body ??= {};
  next();
};
