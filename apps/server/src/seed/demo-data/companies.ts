import { PartyType, TerminologyKey, type PartyTypeId } from '@docvue/contracts';

export type CompanyKey = 'permian' | 'redmesa' | 'cimarron' | 'firstplains' | 'bluecreek' | 'llano';

export interface DemoOrgUnit {
  code: string;
  name: string;
  phone: string;
  addressLineOne: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface DemoCompany {
  key: CompanyKey;
  legalName: string;
  addressLineOne: string;
  addressLineTwo?: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  taxNumber: string;
  /** The e-mail domain of its people. */
  domain: string;
  partyTypes: PartyTypeId[];
  isCloud?: boolean;
  url?: string;
  orgUnits: DemoOrgUnit[];
  terminology?: { terminologyId: number; customizedName: string }[];
}

/** The demo network: who acts as what. Phone numbers are in the fictional 555-01xx range. */
export const demoCompanies: readonly DemoCompany[] = [
  {
    key: 'permian',
    legalName: 'Permian Basin Oilfield Services LLC',
    addressLineOne: '4210 W Industrial Ave',
    city: 'Midland',
    state: 'TX',
    zipCode: '79703',
    phone: '(432) 555-0142',
    taxNumber: '75-2841937',
    domain: 'permianservices.example',
    partyTypes: [PartyType.Vendor],
    orgUnits: [
      {
        code: 'MID',
        name: 'Midland Field Office',
        phone: '(432) 555-0142',
        addressLineOne: '4210 W Industrial Ave',
        city: 'Midland',
        state: 'TX',
        zipCode: '79703',
      },
      {
        code: 'PEC',
        name: 'Pecos Yard',
        phone: '(432) 555-0177',
        addressLineOne: '1908 S Cedar St',
        city: 'Pecos',
        state: 'TX',
        zipCode: '79772',
      },
      {
        code: 'HOB',
        name: 'Hobbs District',
        phone: '(575) 555-0119',
        addressLineOne: '2600 W Marland Blvd',
        city: 'Hobbs',
        state: 'NM',
        zipCode: '88240',
      },
    ],
  },
  {
    key: 'redmesa',
    legalName: 'Red Mesa Energy Partners',
    addressLineOne: '500 W Texas Ave',
    addressLineTwo: 'Suite 1400',
    city: 'Midland',
    state: 'TX',
    zipCode: '79701',
    phone: '(432) 555-0198',
    taxNumber: '73-1592846',
    domain: 'redmesaenergy.example',
    partyTypes: [PartyType.Operator, PartyType.Purchaser],
    orgUnits: [
      {
        code: 'PBA',
        name: 'Permian Basin Asset Team',
        phone: '(432) 555-0198',
        addressLineOne: '500 W Texas Ave, Suite 1400',
        city: 'Midland',
        state: 'TX',
        zipCode: '79701',
      },
      {
        code: 'ANA',
        name: 'Anadarko Basin Asset Team',
        phone: '(405) 555-0136',
        addressLineOne: '210 Park Ave, Suite 2100',
        city: 'Oklahoma City',
        state: 'OK',
        zipCode: '73102',
      },
      {
        code: 'ACC',
        name: 'Revenue & Joint Interest Accounting',
        phone: '(432) 555-0199',
        addressLineOne: '500 W Texas Ave, Suite 1400',
        city: 'Midland',
        state: 'TX',
        zipCode: '79701',
      },
    ],
  },
  {
    key: 'cimarron',
    legalName: 'Cimarron Royalty Trust',
    addressLineOne: '2 W 2nd St',
    addressLineTwo: 'Suite 900',
    city: 'Tulsa',
    state: 'OK',
    zipCode: '74103',
    phone: '(918) 555-0127',
    taxNumber: '73-6201458',
    domain: 'cimarrontrust.example',
    partyTypes: [PartyType.Owner],
    orgUnits: [
      {
        code: 'ADM',
        name: 'Trust Administration',
        phone: '(918) 555-0127',
        addressLineOne: '2 W 2nd St, Suite 900',
        city: 'Tulsa',
        state: 'OK',
        zipCode: '74103',
      },
      {
        code: 'MIN',
        name: 'Mineral Records',
        phone: '(918) 555-0128',
        addressLineOne: '2 W 2nd St, Suite 900',
        city: 'Tulsa',
        state: 'OK',
        zipCode: '74103',
      },
    ],
  },
  {
    key: 'firstplains',
    legalName: 'First Plains National Bank',
    addressLineOne: '701 S Taylor St',
    city: 'Amarillo',
    state: 'TX',
    zipCode: '79101',
    phone: '(806) 555-0110',
    taxNumber: '75-0418832',
    domain: 'firstplainsbank.example',
    partyTypes: [PartyType.Bank],
    orgUnits: [
      {
        code: 'ENL',
        name: 'Energy Lending',
        phone: '(806) 555-0110',
        addressLineOne: '701 S Taylor St',
        city: 'Amarillo',
        state: 'TX',
        zipCode: '79101',
      },
      {
        code: 'TMM',
        name: 'Trust & Minerals Management',
        phone: '(806) 555-0114',
        addressLineOne: '701 S Taylor St',
        city: 'Amarillo',
        state: 'TX',
        zipCode: '79101',
      },
    ],
  },
  {
    key: 'bluecreek',
    legalName: 'Blue Creek Midstream',
    addressLineOne: '1120 W Main St',
    city: 'Artesia',
    state: 'NM',
    zipCode: '88210',
    phone: '(575) 555-0163',
    taxNumber: '85-3367021',
    domain: 'bluecreekmidstream.example',
    partyTypes: [PartyType.Purchaser, PartyType.Operator],
    orgUnits: [
      {
        code: 'DBG',
        name: 'Delaware Basin Gathering',
        phone: '(575) 555-0163',
        addressLineOne: '1120 W Main St',
        city: 'Artesia',
        state: 'NM',
        zipCode: '88210',
      },
      {
        code: 'CMK',
        name: 'Crude Marketing',
        phone: '(575) 555-0164',
        addressLineOne: '1120 W Main St',
        city: 'Artesia',
        state: 'NM',
        zipCode: '88210',
      },
      {
        code: 'CFO',
        name: 'Carlsbad Field Operations',
        phone: '(575) 555-0181',
        addressLineOne: '3402 National Parks Hwy',
        city: 'Carlsbad',
        state: 'NM',
        zipCode: '88220',
      },
    ],
    terminology: [{ terminologyId: TerminologyKey.OrgUnit, customizedName: 'Business Unit' }],
  },
  {
    key: 'llano',
    legalName: 'Llano Estacado Resources',
    addressLineOne: '1500 Broadway',
    addressLineTwo: 'Suite 800',
    city: 'Lubbock',
    state: 'TX',
    zipCode: '79401',
    phone: '(806) 555-0152',
    taxNumber: '75-3094417',
    domain: 'llanoresources.example',
    partyTypes: [PartyType.Operator, PartyType.Purchaser],
    isCloud: true,
    url: 'https://cloud.docvue.example',
    orgUnits: [
      {
        code: 'LBK',
        name: 'Lubbock Office',
        phone: '(806) 555-0152',
        addressLineOne: '1500 Broadway, Suite 800',
        city: 'Lubbock',
        state: 'TX',
        zipCode: '79401',
      },
      {
        code: 'AND',
        name: 'Andrews Field Office',
        phone: '(432) 555-0171',
        addressLineOne: '1101 NE Mustang Dr',
        city: 'Andrews',
        state: 'TX',
        zipCode: '79714',
      },
    ],
  },
];

export function demoCompany(key: CompanyKey): DemoCompany {
  const c = demoCompanies.find((x) => x.key === key);
  if (!c) throw new Error(`Unknown demo company ${key}`);
  return c;
}

/** "Midland, TX 79703" */
export function cityLine(a: { city: string; state: string; zipCode: string }): string {
  return `${a.city}, ${a.state} ${a.zipCode}`;
}
