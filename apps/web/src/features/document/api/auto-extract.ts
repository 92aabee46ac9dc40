import { autoExtractionResponse, type AutoExtractionRequest } from '@docvue/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Proposals for the empty, editable fields read from the page; nothing is saved. */
export const autoExtract = (body: AutoExtractionRequest) =>
  api.post('/autoextraction', autoExtractionResponse, { body });

export const useAutoExtract = () => useMutation({ mutationFn: autoExtract, meta: { silent: true } });
