import { api } from '@docvue/contracts';
import { call, isNotFound } from '@/lib/api-client';

/**
 * `GET /documents/{id}/available`: whether a notification's document can still be opened. A
 * document of another company answers 404, which means the same to the user.
 */
export async function isDocumentAvailable(id: number): Promise<boolean> {
  try {
    return (await call(api.isDocumentAvailable, { params: { id } })).available;
  } catch (err) {
    if (isNotFound(err)) return false;
    throw err;
  }
}
