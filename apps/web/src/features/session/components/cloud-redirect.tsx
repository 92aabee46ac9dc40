import { useEffect } from 'react';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { cloudRepositoryUrl } from '@/lib/redirect';

/** A user whose companies all live on a cloud host continues there. */
export function CloudRedirect({ company }: { company: { name: string; url: string } }) {
  useEffect(() => {
    window.location.assign(cloudRepositoryUrl(company.url));
  }, [company.url]);
  return <FullPageSpinner label={`Opening ${company.name}`} />;
}
