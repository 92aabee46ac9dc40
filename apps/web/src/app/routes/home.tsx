import { PlaceholderPage } from '@/components/placeholder-page';

export function HomeRoute() {
  return <PlaceholderPage title="Home" />;
}
