import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { linkSignIn } from './link-sign-in.js';

export const signInHandlers = (app: AppContext) =>
  ({
    linkSignIn: async ({ signIn, body, req }) => linkSignIn(app, signIn, body.idToken, req.log),
  }) satisfies ApiHandlers;
