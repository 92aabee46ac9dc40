import { describe, expect, it } from 'vitest';
import {
  acceptEulaBody,
  clientExceptionBody,
  ConnectionStatus,
  connectionStatusOf,
  documentTypeListQuery,
  errorResponse,
  partyGridQuery,
  PartyType,
  partyTypeByName,
  partyTypeNameIn,
  personalizationUpdate,
  RouteStatus,
  routeStatusNames,
  usZip,
} from '../src/index.js';

describe('connection status', () => {
  const of = (connectedCompanyId: number | null, suggestedCompanyId: number | null, isInviteSent: boolean) =>
    connectionStatusOf({ connectedCompanyId, suggestedCompanyId, isInviteSent });

  it('derives the five states from the three fields only', () => {
    expect(of(7, null, false)).toBe(ConnectionStatus.Connected);
    expect(of(7, 7, true)).toBe(ConnectionStatus.Connected);
    expect(of(null, 7, false)).toBe(ConnectionStatus.Connect);
    expect(of(null, null, false)).toBe(ConnectionStatus.Invite);
    expect(of(null, null, true)).toBe(ConnectionStatus.InviteSent);
    expect(of(null, 7, true)).toBe(ConnectionStatus.Connecting);
  });
});

describe("party type names in a company's words", () => {
  it('names Vendor by the company’s own word, the other types by theirs', () => {
    expect(partyTypeNameIn(PartyType.Vendor, 'Supplier')).toBe('Supplier');
    expect(partyTypeNameIn(PartyType.Vendor, '  ')).toBe('Vendor');
    expect(partyTypeNameIn(PartyType.Vendor)).toBe('Vendor');
    expect(partyTypeNameIn(PartyType.Owner, 'Supplier')).toBe('Owner');
  });

  it('reads the standard name or the company’s word, in any case', () => {
    expect(partyTypeByName(' supplier ', 'Supplier')).toBe(PartyType.Vendor);
    expect(partyTypeByName('VENDOR', 'Supplier')).toBe(PartyType.Vendor);
    expect(partyTypeByName('purchaser', 'Supplier')).toBe(PartyType.Purchaser);
    expect(partyTypeByName('Supplier')).toBeUndefined();
    expect(partyTypeByName('', '')).toBeUndefined();
  });
});

describe('party grid query', () => {
  it('applies the spec defaults: page 1, 50 rows, name ascending', () => {
    expect(partyGridQuery.parse({})).toMatchObject({
      page: 1,
      itemsPerPage: 50,
      orderBy: 'name',
      orderByDirection: 'asc',
    });
  });

  it('reads query-string text into numbers and booleans', () => {
    const q = partyGridQuery.parse({
      page: '3',
      itemsPerPage: '25',
      isActive: 'false',
      partyTypeId: '2',
      orderByDirection: 'DESC',
    });
    expect(q).toMatchObject({ page: 3, itemsPerPage: 25, isActive: false, partyTypeId: 2, orderByDirection: 'desc' });
  });

  it('refuses unknown sort columns and party types', () => {
    expect(partyGridQuery.safeParse({ orderBy: 'passwordHash' }).success).toBe(false);
    expect(partyGridQuery.safeParse({ partyTypeId: '9' }).success).toBe(false);
  });
});

describe('request bodies', () => {
  it('personalization accepts the four date formats only, and no unknown keys', () => {
    expect(personalizationUpdate.safeParse({ dateFormat: 'dd/MM/yyyy' }).success).toBe(true);
    expect(personalizationUpdate.safeParse({ dateFormat: 'd.M.yy' }).success).toBe(false);
    expect(personalizationUpdate.safeParse({ theme: 'dark' }).success).toBe(false);
    expect(personalizationUpdate.safeParse({ receiveEmails: 'yes' }).success).toBe(false);
  });

  it('the licence body may be absent', () => {
    expect(acceptEulaBody.safeParse(null).success).toBe(true);
    expect(acceptEulaBody.safeParse(undefined).success).toBe(true);
  });

  it('client error reports need a message', () => {
    expect(clientExceptionBody.safeParse({ message: '  ' }).success).toBe(false);
    expect(clientExceptionBody.safeParse({ message: 'boom', stackTrace: null }).success).toBe(true);
  });

  it('IncludeFullDetails is read case-insensitively', () => {
    expect(documentTypeListQuery.parse({ IncludeFullDetails: 'True' }).IncludeFullDetails).toBe(true);
    expect(documentTypeListQuery.parse({}).IncludeFullDetails).toBe(false);
  });

  it("US zip codes are 5 digits or 5+4 with the spec's message", () => {
    expect(usZip.safeParse('79701').success).toBe(true);
    expect(usZip.safeParse('79701-1234').success).toBe(true);
    const bad = usZip.safeParse('7970');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Must be a valid US Zip Code');
  });
});

describe('ids', () => {
  it('names every route status', () => {
    expect(Object.values(RouteStatus).map((id) => routeStatusNames[id])).toEqual([
      'Sent',
      'Received',
      'Approved',
      'Paid',
      'Rejected',
      'Resubmitted',
      'New',
      'Pending',
      'Returned',
    ]);
  });

  it('errors have a message and a code', () => {
    expect(errorResponse.safeParse({ error: { message: 'x', code: 'not_found' } }).success).toBe(true);
    // The set of codes is closed: programs can branch on every one of them.
    expect(errorResponse.safeParse({ error: { message: 'x', code: 'y' } }).success).toBe(false);
    expect(errorResponse.safeParse({ message: 'x' }).success).toBe(false);
  });
});
