import { useState, type ReactNode } from 'react';

/** Holds an input's stored value the way the draft does, and shows it for assertions. */
export function Stateful({
  initial = null,
  children,
}: {
  initial?: string | null;
  children: (value: string | null, onChange: (v: string | null) => void) => ReactNode;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      {children(value, setValue)}
      <output aria-label="Stored value">{JSON.stringify(value)}</output>
    </>
  );
}
