import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { registerWebApp, type WebAppOptions } from '../../http/web-app.js';

/** The built web app, served when it exists (`npm run build` in apps/web); nothing otherwise. */
export const webAppPlugin = fp<WebAppOptions>(
  async (app, opts) => {
    if (existsSync(path.join(opts.root, 'index.html'))) await registerWebApp(app, opts);
  },
  { name: 'web-app' },
);
