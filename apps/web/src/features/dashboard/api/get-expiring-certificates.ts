import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/**
 * `GET /legaldocuments/expiring`: insurance certificates, the company's own or its partners',
 * that expire within 30 days or have. A warning only: when it cannot be read, nothing shows.
 */
export const useExpiringCertificates = () =>
  useQuery({ ...callQuery(api.listExpiringCertificates), meta: { silent: true } });
