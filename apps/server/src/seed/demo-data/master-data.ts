import { MetadataType, type MetadataTypeId } from '@docvue/contracts';
import type { CompanyKey } from './companies.js';

/** The kinds of company master data offered as lookup values (per company, by metadata type). */
export type MasterDataType = 'afe' | 'costCenter' | 'accountCode' | 'deck' | 'well' | 'property';

export const masterDataTypeIds: Record<MasterDataType, MetadataTypeId> = {
  afe: MetadataType.AFE,
  costCenter: MetadataType.CostCenter,
  accountCode: MetadataType.AccountCode,
  deck: MetadataType.Deck,
  well: MetadataType.Well,
  property: MetadataType.Property,
};

/**
 * Each company's AFEs, cost centres, GL accounts, revenue decks, wells and properties.
 * Vendors code their invoices with the purchaser's values (third-party fields).
 */
export const demoMasterData: Record<CompanyKey, Partial<Record<MasterDataType, string[]>>> = {
  permian: {
    costCenter: ['100 - Midland Operations', '200 - Pecos Operations', '300 - Hobbs Operations'],
    accountCode: ['4000 - Service Revenue', '4010 - Rental Revenue', '4050 - Fuel Surcharge Revenue'],
  },
  redmesa: {
    afe: ['RM24-0117', 'RM24-0131', 'RM24-0152', 'RM25-0008'],
    costCenter: [
      '4100 - Permian Drilling',
      '4200 - Permian Completions',
      '4300 - Permian Production Ops',
      '5100 - Anadarko Production Ops',
    ],
    accountCode: [
      '8110 - Contract Labor',
      '8120 - Equipment Rental',
      '8135 - Water Hauling & Disposal',
      '8140 - Hot Oil & Chemical',
      '8210 - Trucking & Transportation',
      '9310 - Intangible Completion Costs',
    ],
    deck: ['MV1423-OIL-01', 'MV1423-GAS-01', 'CS8-ALL-02', 'RD31-ALL-01'],
    well: [
      'Mesa Verde 14-23 #2H',
      'Mesa Verde 14-23 #3H',
      'Caprock State 8 #1H',
      'Red Draw Federal 31 #4H',
      'Kingfisher 22 #1H',
    ],
    property: ['Mesa Verde 14-23 Unit', 'Caprock State 8 Lease', 'Red Draw Federal 31 Unit', 'Kingfisher 22 Lease'],
  },
  cimarron: {
    property: [
      'Mesa Verde 14-23 Unit',
      'Caprock State 8 Lease',
      'Red Draw Federal 31 Unit',
      'Blue Creek 5 State Lease',
    ],
    accountCode: ['4100 - Oil Royalty Income', '4200 - Gas Royalty Income', '4300 - ORRI Income'],
  },
  firstplains: {
    costCenter: ['100 - Trust Department', '200 - Energy Lending'],
  },
  bluecreek: {
    afe: ['BCM-24-311', 'BCM-24-327', 'BCM-25-004'],
    costCenter: ['210 - Delaware Gathering', '220 - Compression', '310 - Crude Terminal Ops'],
    accountCode: [
      '6110 - Contract Services',
      '6130 - Equipment Rental',
      '6150 - Pipeline Maintenance',
      '6170 - Trucking',
    ],
    deck: ['BC5-ALL-01'],
    // Its own wells, and the Red Mesa wells it buys crude and gas from.
    well: [
      'Blue Creek 5 State #1H',
      'Blue Creek 5 State #2H',
      'Dagger Draw 19 #3',
      'Mesa Verde 14-23 #2H',
      'Mesa Verde 14-23 #3H',
    ],
    property: ['Blue Creek 5 State Lease', 'Dagger Draw 19 Unit', 'Mesa Verde 14-23 Unit'],
  },
  llano: {
    afe: ['LER-25-021'],
    well: ['Andrews 12 University #1H'],
    property: ['Andrews 12 University Lease'],
  },
};
