import { api, type ClientConfig } from '@docvue/contracts';
import { createContext, useContext } from 'react';
import { call } from '@/lib/api-client';

/** Public: where to sign in and which licence version is current, read once at start. */
export const loadClientConfig = () => call(api.getClientConfig, undefined, { anonymous: true, companyId: false });

export const ClientConfigContext = createContext<ClientConfig | null>(null);

export function useClientConfig(): ClientConfig {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig() outside ClientConfigContext');
  return config;
}
