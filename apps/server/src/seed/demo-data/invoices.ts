import { RouteStatus, type RouteStatusId } from '@docvue/contracts';

/** [description, quantity, unit price, the purchaser's GL account] */
export type InvoiceLineSpec = readonly [string, string, string, string];

export interface InvoiceSpec {
  ref: string;
  /** The purchaser, a key in the vendor's address book. */
  to: 'redmesa' | 'bluecreek';
  status: RouteStatusId | null;
  invoiceNumber: string;
  /** Invoice date (and upload) this many days before the seed runs. */
  daysAgo: number;
  serviceDaysBefore: number;
  /** When it was sent and when its status last changed, in days before the seed runs. */
  sentDaysAgo?: number;
  updatedDaysAgo?: number;
  /** The vendor's org unit (code). */
  orgUnit: string;
  poNumber: string;
  fieldTicketNumber: string;
  terms: 'Net 30' | 'Net 45';
  /** The purchaser's coding, from its master data. */
  afe: string;
  well: string;
  costCenter: string;
  lines: readonly InvoiceLineSpec[];
  remarks?: string;
  /** Defaults to "<invoice number>.pdf". */
  fileName?: string;
  /** Resubmitted invoices point at their successor. */
  resubmittedAs?: string;
}

const S = RouteStatus;
const RM = {
  labor: '8110 - Contract Labor',
  rental: '8120 - Equipment Rental',
  water: '8135 - Water Hauling & Disposal',
  hotOil: '8140 - Hot Oil & Chemical',
  trucking: '8210 - Trucking & Transportation',
  completion: '9310 - Intangible Completion Costs',
};
const BC = {
  services: '6110 - Contract Services',
  rental: '6130 - Equipment Rental',
  pipeline: '6150 - Pipeline Maintenance',
  trucking: '6170 - Trucking',
};

/** Permian Basin Oilfield Services' invoices to its two purchasers, one or more in every route status. */
export const demoInvoices: readonly InvoiceSpec[] = [
  {
    ref: 'inv-draft',
    to: 'redmesa',
    status: RouteStatus.New,
    invoiceNumber: 'PBOS-24817',
    daysAgo: 1,
    serviceDaysBefore: 3,
    orgUnit: 'MID',
    poNumber: 'RM-PO-77120',
    fieldTicketNumber: 'FT-55871',
    terms: 'Net 30',
    afe: 'RM25-0008',
    well: 'Red Draw Federal 31 #4H',
    costCenter: '4300 - Permian Production Ops',
    lines: [
      ['Roustabout crew (4-man), hourly', '10', '260.00', RM.labor],
      ['Crew truck, daily', '2', '125.00', RM.trucking],
      ['Mileage, Midland yard to location', '186', '2.85', RM.trucking],
    ],
  },
  {
    ref: 'inv-new',
    to: 'bluecreek',
    status: S.New,
    invoiceNumber: 'PBOS-24816',
    daysAgo: 2,
    serviceDaysBefore: 4,
    orgUnit: 'HOB',
    poNumber: 'BC-4471',
    fieldTicketNumber: 'FT-55864',
    terms: 'Net 30',
    afe: 'BCM-25-004',
    well: 'Blue Creek 5 State #2H',
    costCenter: '210 - Delaware Gathering',
    lines: [
      ['Vacuum truck, 130 bbl, hourly', '9.5', '118.00', BC.trucking],
      ['Produced water disposal, per bbl', '1040', '0.65', BC.services],
      ['Fuel surcharge', '1', '84.15', BC.trucking],
    ],
  },
  {
    ref: 'inv-pending',
    to: 'redmesa',
    status: S.Pending,
    invoiceNumber: 'PBOS-24811',
    daysAgo: 3,
    serviceDaysBefore: 5,
    orgUnit: 'MID',
    poNumber: 'RM-PO-77102',
    fieldTicketNumber: 'FT-55840',
    terms: 'Net 30',
    afe: 'RM24-0152',
    well: 'Caprock State 8 #1H',
    costCenter: '4300 - Permian Production Ops',
    lines: [
      ['Hot oil unit with operator, hourly', '6', '165.00', RM.hotOil],
      ['Paraffin solvent, gal', '110', '7.40', RM.hotOil],
      ['Mileage, Midland yard to location', '142', '2.85', RM.trucking],
    ],
  },
  {
    ref: 'inv-sent',
    to: 'redmesa',
    status: S.Sent,
    invoiceNumber: 'PBOS-24795',
    daysAgo: 9,
    serviceDaysBefore: 16,
    sentDaysAgo: 8,
    orgUnit: 'PEC',
    poNumber: 'RM-PO-77064',
    fieldTicketNumber: 'FT-55792',
    terms: 'Net 30',
    afe: 'RM24-0117',
    well: 'Mesa Verde 14-23 #2H',
    costCenter: '4200 - Permian Completions',
    lines: [
      ['Frac tank rental, 500 bbl, daily', '14', '45.00', RM.rental],
      ['Frac tank delivery and pickup', '2', '375.00', RM.trucking],
      ['Tank cleaning, per tank', '1', '1150.00', RM.water],
      ['Flowback hand, 12-hr shift', '6', '780.00', RM.labor],
    ],
  },
  {
    ref: 'inv-received',
    to: 'bluecreek',
    status: S.Received,
    invoiceNumber: 'PBOS-24788',
    daysAgo: 12,
    serviceDaysBefore: 6,
    sentDaysAgo: 12,
    updatedDaysAgo: 10,
    orgUnit: 'HOB',
    poNumber: 'BC-4452',
    fieldTicketNumber: 'FT-55760',
    terms: 'Net 45',
    afe: 'BCM-24-327',
    well: 'Blue Creek 5 State #1H',
    costCenter: '210 - Delaware Gathering',
    lines: [
      ['Pipeline right-of-way mowing, acre', '38.5', '42.00', BC.pipeline],
      ['Backhoe with operator, hourly', '12', '135.00', BC.rental],
      ['Mobilization / demobilization', '1', '450.00', BC.trucking],
    ],
  },
  {
    ref: 'inv-approved',
    to: 'redmesa',
    status: S.Approved,
    invoiceNumber: 'PBOS-24760',
    daysAgo: 24,
    serviceDaysBefore: 5,
    sentDaysAgo: 23,
    updatedDaysAgo: 15,
    orgUnit: 'MID',
    poNumber: 'RM-PO-76988',
    fieldTicketNumber: 'FT-55688',
    terms: 'Net 30',
    afe: 'RM24-0131',
    well: 'Mesa Verde 14-23 #3H',
    costCenter: '4200 - Permian Completions',
    lines: [
      ['Pressure testing BOP stack, per test', '3', '1850.00', RM.completion],
      ['Test pump and chart recorder, daily', '2', '425.00', RM.rental],
      ['Technician overtime, hourly', '7.25', '96.00', RM.labor],
    ],
  },
  {
    ref: 'inv-paid',
    to: 'redmesa',
    status: S.Paid,
    invoiceNumber: 'PBOS-24731',
    daysAgo: 41,
    serviceDaysBefore: 4,
    sentDaysAgo: 40,
    updatedDaysAgo: 11,
    orgUnit: 'PEC',
    poNumber: 'RM-PO-76901',
    fieldTicketNumber: 'FT-55601',
    terms: 'Net 30',
    afe: 'RM24-0117',
    well: 'Mesa Verde 14-23 #2H',
    costCenter: '4200 - Permian Completions',
    lines: [
      ['Kill truck with operator, hourly', '11', '195.00', RM.completion],
      ['KCl water 2%, bbl', '400', '2.35', RM.completion],
      ['Mileage, Pecos yard to location', '210', '2.85', RM.trucking],
    ],
  },
  {
    ref: 'inv-rejected',
    to: 'bluecreek',
    status: S.Rejected,
    invoiceNumber: 'PBOS-24742',
    daysAgo: 30,
    serviceDaysBefore: 7,
    sentDaysAgo: 29,
    updatedDaysAgo: 26,
    orgUnit: 'HOB',
    poNumber: 'BC-4398',
    fieldTicketNumber: 'FT-55644',
    terms: 'Net 45',
    afe: 'BCM-24-311',
    well: 'Dagger Draw 19 #3',
    costCenter: '220 - Compression',
    lines: [
      ['Roustabout crew (3-man), hourly', '16', '198.00', BC.services],
      ['Welding rig and welder, hourly', '8', '142.50', BC.pipeline],
      ['Materials: 4 in. sch 40 line pipe, ft', '120', '11.85', BC.pipeline],
    ],
  },
  {
    ref: 'inv-resubmitted',
    to: 'redmesa',
    status: S.Resubmitted,
    invoiceNumber: 'PBOS-24702',
    daysAgo: 36,
    serviceDaysBefore: 6,
    sentDaysAgo: 35,
    updatedDaysAgo: 31,
    orgUnit: 'MID',
    poNumber: 'RM-PO-76855',
    fieldTicketNumber: 'FT-55530',
    terms: 'Net 30',
    afe: 'RM24-0152',
    well: 'Caprock State 8 #1H',
    costCenter: '4200 - Permian Completions',
    lines: [
      ['Water transfer, per bbl', '5200', '0.48', RM.water],
      ['Lay-flat hose rental, daily', '5', '310.00', RM.rental],
      ['Transfer pump, daily', '5', '285.00', RM.rental],
    ],
    resubmittedAs: 'inv-resubmission',
  },
  {
    ref: 'inv-resubmission',
    to: 'redmesa',
    status: S.Received,
    invoiceNumber: 'PBOS-24702',
    daysAgo: 31,
    serviceDaysBefore: 11,
    sentDaysAgo: 31,
    updatedDaysAgo: 30,
    orgUnit: 'MID',
    poNumber: 'RM-PO-76855',
    fieldTicketNumber: 'FT-55530',
    terms: 'Net 30',
    afe: 'RM24-0152',
    well: 'Caprock State 8 #1H',
    costCenter: '4200 - Permian Completions',
    lines: [
      ['Water transfer, per bbl', '5200', '0.42', RM.water],
      ['Lay-flat hose rental, daily', '5', '310.00', RM.rental],
      ['Transfer pump, daily', '5', '285.00', RM.rental],
    ],
    fileName: 'PBOS-24702 (corrected).pdf',
    remarks:
      'Corrected invoice: water transfer billed at the MSA rate of $0.42/bbl per the rate sheet in effect on the service date.',
  },
  {
    ref: 'inv-paid-bc',
    to: 'bluecreek',
    status: S.Paid,
    invoiceNumber: 'PBOS-24655',
    daysAgo: 62,
    serviceDaysBefore: 5,
    sentDaysAgo: 62,
    updatedDaysAgo: 18,
    orgUnit: 'HOB',
    poNumber: 'BC-4310',
    fieldTicketNumber: 'FT-55402',
    terms: 'Net 45',
    afe: 'BCM-24-311',
    well: 'Blue Creek 5 State #1H',
    costCenter: '210 - Delaware Gathering',
    lines: [
      ['Vacuum truck, 130 bbl, hourly', '14', '118.00', BC.trucking],
      ['Produced water disposal, per bbl', '1820', '0.65', BC.services],
    ],
  },
];
