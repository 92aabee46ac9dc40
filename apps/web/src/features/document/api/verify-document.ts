import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/**
 * `GET /documents/{id}/verify`: whether the current file's seal is intact. It reads the
 * documents, so a return or a new file version refreshes it.
 */
export const useVerification = (id: number, enabled: boolean) =>
  useQuery({ ...callQuery(api.verifyDocument, { params: { id } }), enabled, meta: { silent: true } });
