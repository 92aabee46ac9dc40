import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@docvue/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface WebAppOptions {
  /** The built web app (index.html, assets/ with hashed names, pdfjs/). */
  root: string;
  /** The one address people open; the sign-in provider accepts only its origin. */
  publicUrl: string;
  /** The OpenID Connect issuer the browser talks to (discovery, token, silent renewal frame). */
  issuer: string;
}

/** Paths that belong to the server, never to the web app. */
const serverPath = /^\/(api|oidc|push)(\/|\?|$)/i;
/** The silent token renewal loads the app in a frame of itself (lib/auth.ts SILENT_PATH). */
const silentRenewalPath = /^\/auth\/silent(\?|$)/;
/** Vite names every file it writes to assets/ by its content's hash: a name never changes meaning. */
const hashedAssets = `${path.sep}assets${path.sep}`;

function cacheControlOf(root: string, filePath: string): string {
  // A new release must reach people at once: the page names the current hashed assets.
  if (path.basename(filePath).startsWith('index.html')) return 'no-store';
  if (filePath.startsWith(path.join(root, hashedAssets))) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * The Content-Security-Policy of the app's page: its own scripts and styles only (MUI's emotion
 * writes style elements, hence 'unsafe-inline' for styles and nothing else), pdf.js's worker and
 * the PDFs it draws from blob: URLs, the push channel, and the issuer for sign-in.
 */
function contentSecurityPolicy(publicUrl: string, issuer: string, framedBySelf: boolean) {
  const app = new URL(publicUrl);
  const ws = `${app.protocol === 'https:' ? 'wss' : 'ws'}://${app.host}`;
  const issuerOrigin = new URL(issuer).origin;
  const self = "'self'";
  return {
    useDefaults: false,
    directives: {
      defaultSrc: [self],
      // pdf.js decodes some images with WebAssembly when its worker is unavailable.
      scriptSrc: [self, "'wasm-unsafe-eval'"],
      styleSrc: [self, "'unsafe-inline'"],
      imgSrc: [self, 'data:', 'blob:'],
      fontSrc: [self, 'data:'],
      connectSrc: [self, ws, issuerOrigin],
      workerSrc: [self, 'blob:'],
      // The hidden frame of silent token renewal goes to the issuer.
      frameSrc: [self, issuerOrigin],
      objectSrc: ["'none'"],
      baseUri: [self],
      formAction: [self, issuerOrigin],
      frameAncestors: framedBySelf ? [self] : ["'none'"],
    },
  };
}

/**
 * Serves the built web app: hashed assets for a year, precompressed (brotli or gzip, written at
 * build time) when the browser accepts it; the page itself never cached, with its security
 * headers; any client-side route answers with the page. A page asked for on another host than
 * PUBLIC_URL's (127.0.0.1 instead of localhost) is sent to the same path there, since sign-in
 * only accepts the public origin.
 */
export async function registerWebApp(app: FastifyInstance, opts: WebAppOptions): Promise<void> {
  const publicHost = new URL(opts.publicUrl).host.toLowerCase();
  const policies = {
    page: contentSecurityPolicy(opts.publicUrl, opts.issuer, false),
    silentRenewal: contentSecurityPolicy(opts.publicUrl, opts.issuer, true),
  };

  await app.register(async (web) => {
    // The web app's files are public: the browser loads them before anyone signs in.
    web.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    // Headers for everything served here; the page's CSP is set per response below.
    await web.register(fastifyHelmet, {
      global: true,
      contentSecurityPolicy: false,
      // The app loads nothing from other origins that would need these relaxed or set.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'same-origin' },
    });
    await web.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // The page goes out only through sendPage, with its policy and never cached.
      allowedPath: (pathName) => !/^\/index\.html/i.test(pathName),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlOf(opts.root, filePath));
      },
    });

    const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
      const host = (req.headers.host ?? '').toLowerCase();
      if (host && host !== publicHost) return reply.redirect(`${opts.publicUrl}${req.url}`, 302);
      const framed = silentRenewalPath.test(req.url);
      await reply.helmet({
        contentSecurityPolicy: framed ? policies.silentRenewal : policies.page,
        frameguard: { action: framed ? 'sameorigin' : 'deny' },
      });
      return reply.sendFile('index.html');
    };
    web.get('/', sendPage);
    // Client-side routes: any GET that is not the API or sign-in returns the app's page.
    web.get('/*', (req, reply) => {
      if (serverPath.test(req.url)) {
        return reply.code(404).send({ error: { message: 'Not found', code: ErrorCode.NotFound } });
      }
      return sendPage(req, reply);
    });
  });
}
