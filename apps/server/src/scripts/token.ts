/**
 * Prints an access token for a user of the built-in sign-in, by doing the web app's real
 * authorization-code + PKCE flow against a running server:
 *
 *   npm run token -- <email> <password> [--url http://localhost:3000]
 *
 * The token is the last line of stdout, so `TOKEN=$(npm run token -- a@b.c secret)` works.
 */
import { signInWithPassword, SignInError } from '../plugins/oidc/pkce-client.js';

const USAGE = 'Usage: npm run token -- <email> <password> [--url http://localhost:3000]';

function parseArgs(argv: string[]): { email: string; password: string; url: string } {
  const positional: string[] = [];
  let url = process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--url') {
      const value = argv[++i];
      if (!value) throw new SignInError(`--url needs a value.\n${USAGE}`);
      url = value;
    } else if (arg.startsWith('--url=')) {
      url = arg.slice('--url='.length);
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      positional.push(arg);
    }
  }
  const [email, password] = positional;
  if (!email || !password || positional.length > 2) throw new SignInError(USAGE);
  try {
    new URL(url);
  } catch {
    throw new SignInError(`--url must be an address like http://localhost:3000, not "${url}".`);
  }
  return { email, password, url: url.replace(/\/$/, '') };
}

async function main(): Promise<void> {
  const { email, password, url } = parseArgs(process.argv.slice(2));
  const tokens = await signInWithPassword({ baseUrl: url, email, password });
  console.error(`Signed in as ${email} at ${url}; the access token is valid for ${tokens.expires_in} s.`);
  console.log(tokens.access_token);
}

main().catch((err: unknown) => {
  console.error(err instanceof SignInError ? err.message : err);
  process.exit(1);
});
