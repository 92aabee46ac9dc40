import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /invitation/reject/{id}`; a failure shows the server's message. */
export const rejectInvitation = (id: number) => call(api.rejectInvitation, { params: { id } });

export const useRejectInvitation = () => useRouteMutation(api.rejectInvitation, { mutationFn: rejectInvitation });
