import { dateFormats, type Personalization } from '@docvue/contracts';
import type { Database } from '../../db/client.js';
import { preferencesOf } from './repository.js';

export const defaultPersonalization: Personalization = {
  dateFormat: 'MM/dd/yyyy',
  numericFormat: 'en-US',
  currencyFormat: 'USD',
  itemsPerPage: '25',
  receiveEmails: 'true',
};

const isDateFormat = (v: string): v is Personalization['dateFormat'] => (dateFormats as readonly string[]).includes(v);

export async function getPersonalization(db: Database, userId: number): Promise<Personalization> {
  const stored = await preferencesOf(db, userId);
  const merged = { ...defaultPersonalization, ...stored };
  return {
    ...merged,
    dateFormat: isDateFormat(merged.dateFormat) ? merged.dateFormat : defaultPersonalization.dateFormat,
  };
}
