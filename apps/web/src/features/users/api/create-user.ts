import { api, type CreateUserBody } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /users`: a new person of the company, or a request that a person with an account joins it. */
export const createUser = (body: CreateUserBody) => call(api.createUser, { body });

/** The form words a failure itself (docs/product/administration.md §8: the 409s and 'Error creating the user…'). */
export const useCreateUser = () => useRouteMutation(api.createUser, { mutationFn: createUser, meta: { silent: true } });
