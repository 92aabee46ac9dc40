import Box from '@mui/material/Box';
import { useState } from 'react';
import type { ValueInputProps } from '@/components/value-input-props';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { PARTY_SEARCH_DEBOUNCE_MS, useParties } from '@/lib/party-search';
import { ChoiceInput } from './choice-input';
import { ConnectionState } from './connection-state';

interface PartyInputProps extends ValueInputProps {
  partyTypeId: number | undefined;
  /** The document's recipient: only one of the parties, and choosing one changes who receives it. */
  strict: boolean;
  onPartyChosen?: (party: { id: number; name: string } | null) => void;
  /** Whether the caller's company owns the party records (the sender's side). */
  showConnection: boolean;
}

/** A party of the company's address book, with its connection state on the network. */
export function PartyInput({ partyTypeId, strict, onPartyChosen, showConnection, ...p }: PartyInputProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const query = useDebouncedValue(typed ?? '', PARTY_SEARCH_DEBOUNCE_MS);
  const search = useParties(partyTypeId, query, !p.readOnly && typed !== null);
  // The party of the current value, for its connection state.
  const current = useParties(partyTypeId, p.value ?? '', showConnection && Boolean(p.value));
  const party = current.data?.items.find((x) => x.name.toLowerCase() === (p.value ?? '').toLowerCase());
  const found = search.data?.items ?? [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <ChoiceInput
        {...p}
        options={found.map((x) => x.name)}
        freeSolo={!strict}
        filtered
        loading={search.isFetching}
        onInputChange={setTyped}
        onFocus={(e) => {
          if (typed === null) setTyped('');
          p.onFocus?.(e);
        }}
        onChange={(name) => {
          p.onChange(name);
          const chosen = found.find((x) => x.name === name) ?? null;
          onPartyChosen?.(chosen && { id: chosen.id, name: chosen.name });
        }}
      />
      {showConnection && party && (
        <Box>
          <ConnectionState
            key={`${party.id}:${party.connectionStatus}`}
            partyId={party.id}
            partyName={party.name}
            email={party.emails[0]}
            status={party.connectionStatus}
            actionable={!p.readOnly}
          />
        </Box>
      )}
    </Box>
  );
}
