import { useParams } from 'react-router';
import { CreateUserPage } from '@/features/users/components/create-user-page';
import { EditUserPage } from '@/features/users/components/edit-user-page';
import { UserListPage } from '@/features/users/components/user-list-page';
import { NotFoundRoute } from './not-found';

/** /admin/users: the company's users. */
export function UserListRoute() {
  return <UserListPage />;
}

/** /admin/user/{id}: the User form; 'create' for a new one. */
export function UserFormRoute() {
  const { id } = useParams();
  if (id === 'create') return <CreateUserPage />;
  const userId = Number(id);
  if (!Number.isInteger(userId) || userId <= 0) return <NotFoundRoute />;
  return <EditUserPage key={userId} id={userId} />;
}
