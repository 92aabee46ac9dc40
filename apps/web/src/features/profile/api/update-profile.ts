import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `PUT /users/current/profile`: one's own name and title (the session loads again to show them). */
export const updateProfile = (body: { firstName: string; lastName: string; title: string | null }) =>
  call(api.updateProfile, { body });

export const useUpdateProfile = () => useRouteMutation(api.updateProfile, { mutationFn: updateProfile });
