import { defaultTerminology, settingsSaved, type Terminology } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { notify } from '@/lib/notify';
import { useUpdateTerminology } from '../api/update-terminology';
import {
  renamableTerms,
  terminologyResolver,
  terminologyValues,
  type TerminologyFormOutput,
  type TerminologyFormValues,
} from '../utils/terminology-form';

/** Longest word the contract takes. */
const MAX_LENGTH = 50;

/**
 * The Terminology tab: the company's own words for 'Org Unit' and 'Vendor' (e.g. 'Business
 * Unit'), shown in the navigation, lists and forms. An empty word is the default again.
 */
export function TerminologyPage({ terminologies }: { terminologies: Terminology[] }) {
  const update = useUpdateTerminology();
  const form = useForm<TerminologyFormValues, unknown, TerminologyFormOutput>({
    defaultValues: terminologyValues(terminologies),
    resolver: terminologyResolver,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(values.terminologies, {
      onSuccess: (saved) => {
        notify.success(settingsSaved);
        form.reset(terminologyValues(saved));
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Terminology" sx={{ maxWidth: 480 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The words your company uses for these terms, shown everywhere in DocVue Exchange. Leave one empty to use the
        standard word.
      </Typography>
      {renamableTerms.map((terminologyId, index) => {
        const standard = defaultTerminology[terminologyId] ?? '';
        const error = errors.terminologies?.[index]?.customizedName;
        return (
          <TextField
            key={terminologyId}
            {...form.register(`terminologies.${index}.customizedName`)}
            label={standard}
            placeholder={standard}
            size="small"
            fullWidth
            disabled={update.isPending}
            error={error !== undefined}
            helperText={error?.message ?? `Your word for '${standard}'`}
            slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
            sx={{ mb: 1 }}
          />
        );
      })}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
