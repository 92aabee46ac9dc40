import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';

/** A screen whose issue has not landed yet: its name, and no pretend content. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Typography color="text.secondary">This screen is not available yet.</Typography>
    </>
  );
}
