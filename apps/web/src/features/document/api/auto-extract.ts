import { api, type AutoExtractionRequest } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** Proposals for the empty, editable fields read from the page; nothing is saved. */
export const autoExtract = (body: AutoExtractionRequest) => call(api.autoExtract, { body });

export const useAutoExtract = () =>
  useRouteMutation(api.autoExtract, { mutationFn: autoExtract, meta: { silent: true } });
