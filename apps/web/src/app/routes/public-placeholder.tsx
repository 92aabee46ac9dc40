import { CenteredPage } from '@/components/centered-page';
import { PlaceholderPage } from '@/components/placeholder-page';

/** A public screen whose issue has not landed yet (sign-up, onboarding). */
export function PublicPlaceholder({ title }: { title: string }) {
  return (
    <CenteredPage>
      <PlaceholderPage title={title} />
    </CenteredPage>
  );
}
