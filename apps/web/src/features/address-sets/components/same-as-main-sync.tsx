import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { AddressSetForm } from '../hooks/use-same-as-main';
import { addressFields, addressParts, copiedKinds } from '../utils/address-set-form';

const mainFields = addressFields('main');

/**
 * Keeps ticked copies in step with the main address as it is typed. A component of its own
 * (rendering nothing), so a keystroke in the main address re-renders only it, not the form.
 */
export function SameAsMainSync({ form: { control, getValues, setValue } }: { form: AddressSetForm }) {
  const main = useWatch({ control, name: mainFields });
  const same = useWatch({ control, name: ['paymentAddressSameAsMain', 'taxAddressSameAsMain'] });

  useEffect(() => {
    copiedKinds.forEach((kind, k) => {
      if (!same[k]) return;
      addressParts.forEach((part, i) => {
        const value = main[i] ?? '';
        if (getValues(`${kind}${part}`) !== value) setValue(`${kind}${part}`, value, { shouldDirty: true });
      });
    });
  }, [main, same, getValues, setValue]);

  return null;
}
