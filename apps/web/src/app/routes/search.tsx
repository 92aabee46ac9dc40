import { PlaceholderPage } from '@/components/placeholder-page';

export function SearchRoute() {
  return <PlaceholderPage title="Search results" />;
}
