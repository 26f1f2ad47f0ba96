import { invalid, unauthorized, type Actor, type RpcRequest } from '@pawpals/contracts';
import type { z } from 'zod';
import { validate } from '@pawpals/contracts';

/** The signed-in actor of a forwarded request, or a 401 domain error. */
export function requireActor(req: Pick<RpcRequest, 'actor'>): Actor {
  if (!req.actor?.userId) throw unauthorized();
  return req.actor;
}

/** Parses a request part with a schema from libs/contracts; bad input becomes a readable 400. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = validate(schema, input);
  if (!result.ok) throw invalid(result.errors[0].message, result.errors);
  return result.data;
}
