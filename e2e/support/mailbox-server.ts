import { createServer } from 'node:http';
import { startMailbox } from '../../apps/server/test/support/mailbox.js';

/**
 * The SMTP relay of the browser journeys (run by Playwright beside the product): the product
 * sends its mail to it over SMTP (SMTP_URL), and the journeys read what arrived over HTTP.
 */
const smtpPort = Number(process.env.MAILBOX_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.MAILBOX_HTTP_PORT ?? 3126);

const mailbox = await startMailbox({ port: smtpPort });
createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  res.setHeader('content-type', 'application/json');
  if (url.pathname === '/health') return void res.end('{"ok":true}');
  const to = url.searchParams.get('to');
  res.end(JSON.stringify(to ? mailbox.mails.filter((m) => m.to.includes(to)) : mailbox.mails));
}).listen(httpPort, '127.0.0.1');
