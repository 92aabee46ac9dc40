import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The one h1 of a screen; also names the browser tab. */
export function PageHeading({ children }: { children: string }) {
  useDocumentTitle(children);
  return (
    <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 500 }}>
      {children}
    </Typography>
  );
}
