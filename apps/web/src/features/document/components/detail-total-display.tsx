import { detailTotalStatus, formatUsd } from '@docvue/contracts';
import Typography from '@mui/material/Typography';

interface DetailTotalDisplayProps {
  detailCents: number;
  dollarCents: number;
  /** The dollar-total field's name ("Invoice Total"). */
  fieldName: string;
}

/** The line-item total against the dollar total: 'remaining' or 'exceeded by' the difference (docs/product/documents.md §5). */
export function DetailTotalDisplay({ detailCents, dollarCents, fieldName }: DetailTotalDisplayProps) {
  const status = detailTotalStatus(detailCents, dollarCents);
  const difference = formatUsd(status.cents);
  const text =
    status.word === 'balanced'
      ? `matches ${fieldName}`
      : status.word === 'remaining'
        ? `${difference} remaining`
        : `exceeded by ${difference}`;
  const color = status.word === 'balanced' ? 'success.main' : status.word === 'remaining' ? 'text.secondary' : 'error';
  return (
    <Typography role="status" aria-label="Detail total" variant="body2" sx={{ color }}>
      Detail total {formatUsd(detailCents)} · {text}
    </Typography>
  );
}
