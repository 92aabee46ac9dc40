import { useParams } from 'react-router';
import { CreateAddressSetPage, EditAddressSetPage } from '@/features/address-sets/components/address-set-form-page';
import { AddressSetListPage } from '@/features/address-sets/components/address-set-list-page';
import { NotFoundRoute } from './not-found';

/** /admin/address: the address set list. */
export function AddressSetListRoute() {
  return <AddressSetListPage />;
}

/** /admin/address/{id}: the address set form; 'create' for a new one. */
export function AddressSetFormRoute() {
  const { id } = useParams();
  if (id === 'create') return <CreateAddressSetPage />;
  const setId = Number(id);
  if (!Number.isSafeInteger(setId) || setId <= 0) return <NotFoundRoute />;
  return <EditAddressSetPage key={setId} id={setId} />;
}
