import type { CompanySummary, CurrentUser, DocumentTypeSummary, Terminology } from '@docvue/contracts';
import { createContext, useContext } from 'react';

/** Everything loaded after sign-in, for the selected company. */
export interface Session {
  companies: CompanySummary[];
  company: CompanySummary;
  user: CurrentUser;
  terminologies: Terminology[];
  documentTypes: DocumentTypeSummary[];
  displayWelcomeMessage: boolean;
  /** Loads the user again (after accepting the licence). */
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside the signed-in routes');
  return session;
}
