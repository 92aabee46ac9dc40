import type { Api, BodyOf, ParamsOf, QueryOf, ResponseOf, RouteName } from '@docvue/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Identity, TenantContext } from '../access/context.js';
import type { SignInToken } from './request.js';

type AccessOf<R> = R extends { access: infer A } ? A : 'company';

/** Who is calling, as far as the route's access level establishes it. */
type CallerOf<R> =
  AccessOf<R> extends 'public'
    ? { identity?: undefined; tenant?: undefined }
    : AccessOf<R> extends 'token'
      ? { signIn: SignInToken; identity?: undefined; tenant?: undefined }
      : AccessOf<R> extends 'signedIn'
        ? { identity: Identity; tenant?: undefined }
        : AccessOf<R> extends 'companyOptional'
          ? { identity: Identity; tenant: TenantContext | null }
          : { identity: Identity; tenant: TenantContext };

/** What a handler receives: the validated input, the caller, and the raw request for streams. */
export type HandlerInput<R> = {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  req: FastifyRequest;
  reply: FastifyReply;
} & CallerOf<R>;

/**
 * A handler answers its declaration's response (serialised and checked against it), or sends
 * the reply itself (files, streamed lists) and returns it.
 */
export type Handler<R> = (
  input: HandlerInput<R>,
) => Promise<R extends { response: 'file' } ? FastifyReply : ResponseOf<R> | FastifyReply>;

/** Some of the API's handlers: what a module provides. */
export type ApiHandlers = { [K in RouteName]?: Handler<Api[K]> };
/** Every handler of the API: what the server registers. A missing one does not compile. */
export type AllHandlers = { [K in RouteName]: Handler<Api[K]> };
