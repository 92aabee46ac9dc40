import { expect } from '@playwright/test';
import { MAILBOX_HTTP_PORT } from '../../playwright.config.js';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The mails the product sent to an address, waiting for the first to arrive (delivery is a background job). */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  let mails: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${MAILBOX_HTTP_PORT}/mails?to=${encodeURIComponent(address)}`);
        mails = (await res.json()) as ReceivedMail[];
        return mails.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return mails;
}
