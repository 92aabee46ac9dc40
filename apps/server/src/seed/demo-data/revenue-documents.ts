import { DivisionOrderResponse, RouteStatus, type RouteStatusId } from '@docvue/contracts';

interface Timing {
  ref: string;
  status: RouteStatusId;
  /** Uploaded this many days before the seed runs; sent and last changed likewise. */
  daysAgo: number;
  sentDaysAgo?: number;
  updatedDaysAgo?: number;
}

export interface DivisionOrderSpec extends Timing {
  sender: 'redmesa' | 'bluecreek';
  number: string;
  property: string;
  well: string;
  countyState: string;
  product: 'All Products' | 'Oil' | 'Gas' | 'NGL';
  interestType: string;
  decimalInterest: string;
  effectiveMonthsBack: number;
  /** Returned ones: the response and the e-mail of the owner's user who signed. */
  response?: { status: string; signedBy: string };
}

/** Owner's share = gross × interest; taxes and deductions are percentages of the owner's share. */
export interface OwnerStatementLineSpec {
  property: string;
  monthsBack: number;
  product: 'Oil' | 'Gas' | 'NGL';
  volume: string;
  price: string;
  interest: string;
  taxPercent: string;
  deductionPercent: string;
}

export interface OwnerStatementSpec extends Timing {
  sender: 'redmesa' | 'bluecreek';
  checkNumber: string;
  lines: OwnerStatementLineSpec[];
}

export interface RunStatementSpec extends Timing {
  statementNumber: string;
  monthsBack: number;
  property: string;
  lines: { well: string; product: string; volume: string; price: string; taxPercent: string }[];
}

export interface Form1099Spec extends Timing {
  sender: 'redmesa' | 'bluecreek';
  royalties: string;
  state: string;
  statePayerNumber: string;
  stateTaxPercent: string;
}

const S = RouteStatus;
const TX_OIL = '4.6';
const TX_GAS = '7.5';
const NM_OIL = '7.09';
const NM_GAS = '7.39';

/** Operators' division orders to Cimarron Royalty Trust. */
export const demoDivisionOrders: readonly DivisionOrderSpec[] = [
  {
    ref: 'do-sent',
    sender: 'redmesa',
    status: S.Sent,
    daysAgo: 6,
    sentDaysAgo: 6,
    number: 'DO-RM-24-0418',
    property: 'Mesa Verde 14-23 Unit',
    well: 'Mesa Verde 14-23 #2H',
    countyState: 'Reeves County, TX',
    product: 'All Products',
    interestType: 'Royalty Interest',
    decimalInterest: '0.01562500',
    effectiveMonthsBack: 4,
  },
  {
    ref: 'do-received',
    sender: 'redmesa',
    status: S.Received,
    daysAgo: 14,
    sentDaysAgo: 14,
    updatedDaysAgo: 13,
    number: 'DO-RM-24-0421',
    property: 'Red Draw Federal 31 Unit',
    well: 'Red Draw Federal 31 #4H',
    countyState: 'Loving County, TX',
    product: 'All Products',
    interestType: 'Overriding Royalty Interest',
    decimalInterest: '0.00390625',
    effectiveMonthsBack: 2,
  },
  {
    ref: 'do-returned',
    sender: 'redmesa',
    status: S.Returned,
    daysAgo: 58,
    sentDaysAgo: 58,
    updatedDaysAgo: 51,
    number: 'DO-RM-24-0397',
    property: 'Caprock State 8 Lease',
    well: 'Caprock State 8 #1H',
    countyState: 'Lea County, NM',
    product: 'All Products',
    interestType: 'Royalty Interest',
    decimalInterest: '0.02083333',
    effectiveMonthsBack: 6,
    response: { status: DivisionOrderResponse.ReturnedSigned, signedBy: 'signer@cimarrontrust.example' },
  },
  {
    ref: 'do-sent-bc',
    sender: 'bluecreek',
    status: S.Sent,
    daysAgo: 4,
    sentDaysAgo: 4,
    number: 'DO-BC-25-0012',
    property: 'Blue Creek 5 State Lease',
    well: 'Blue Creek 5 State #1H',
    countyState: 'Eddy County, NM',
    product: 'Oil',
    interestType: 'Non-Participating Royalty Interest',
    decimalInterest: '0.00781250',
    effectiveMonthsBack: 3,
  },
];

/** One property and product of a check stub. */
function os(
  property: string,
  monthsBack: number,
  product: OwnerStatementLineSpec['product'],
  volume: string,
  price: string,
  interest: string,
  taxPercent: string,
  deductionPercent: string,
): OwnerStatementLineSpec {
  return { property, monthsBack, product, volume, price, interest, taxPercent, deductionPercent };
}

const MV = 'Mesa Verde 14-23 Unit';
const CS = 'Caprock State 8 Lease';
const BC5 = 'Blue Creek 5 State Lease';

/** Revenue check stubs to Cimarron; interests match the division orders above. */
export const demoOwnerStatements: readonly OwnerStatementSpec[] = [
  {
    ref: 'os-sent',
    sender: 'redmesa',
    status: S.Sent,
    daysAgo: 7,
    sentDaysAgo: 7,
    checkNumber: '0048213',
    lines: [
      os(MV, 2, 'Oil', '18452.36', '71.84', '0.01562500', TX_OIL, '0'),
      os(MV, 2, 'Gas', '41208.00', '2.41', '0.01562500', TX_GAS, '14'),
      os(CS, 2, 'Oil', '6120.44', '71.62', '0.02083333', NM_OIL, '0'),
      os(CS, 2, 'Gas', '9874.00', '2.18', '0.02083333', NM_GAS, '16'),
    ],
  },
  {
    ref: 'os-received',
    sender: 'redmesa',
    status: S.Received,
    daysAgo: 37,
    sentDaysAgo: 37,
    updatedDaysAgo: 36,
    checkNumber: '0047655',
    lines: [
      os(MV, 3, 'Oil', '19807.12', '69.95', '0.01562500', TX_OIL, '0'),
      os(MV, 3, 'Gas', '43950.00', '2.66', '0.01562500', TX_GAS, '14'),
      os(CS, 3, 'Oil', '6388.90', '69.71', '0.02083333', NM_OIL, '0'),
    ],
  },
  {
    ref: 'os-received-bc',
    sender: 'bluecreek',
    status: S.Received,
    daysAgo: 11,
    sentDaysAgo: 11,
    updatedDaysAgo: 9,
    checkNumber: '100734',
    lines: [
      os(BC5, 2, 'Oil', '12840.55', '71.10', '0.00781250', NM_OIL, '0'),
      os(BC5, 2, 'NGL', '5230.00', '24.85', '0.00781250', NM_GAS, '9.5'),
    ],
  },
];

/** Blue Creek Midstream's run statements to Red Mesa for the crude oil it buys from the Mesa Verde unit. */
export const demoRunStatements: readonly RunStatementSpec[] = [
  {
    ref: 'rs-sent',
    status: S.Sent,
    daysAgo: 5,
    sentDaysAgo: 5,
    statementNumber: 'BCM-RS-10482',
    monthsBack: 1,
    property: 'Mesa Verde 14-23 Unit',
    lines: [
      { well: 'Mesa Verde 14-23 #2H', product: 'Crude Oil', volume: '9874.21', price: '71.84', taxPercent: TX_OIL },
      { well: 'Mesa Verde 14-23 #3H', product: 'Crude Oil', volume: '8578.15', price: '71.84', taxPercent: TX_OIL },
    ],
  },
  {
    ref: 'rs-received',
    status: S.Received,
    daysAgo: 34,
    sentDaysAgo: 34,
    updatedDaysAgo: 33,
    statementNumber: 'BCM-RS-10397',
    monthsBack: 2,
    property: 'Mesa Verde 14-23 Unit',
    lines: [
      { well: 'Mesa Verde 14-23 #2H', product: 'Crude Oil', volume: '10512.40', price: '69.95', taxPercent: TX_OIL },
      { well: 'Mesa Verde 14-23 #3H', product: 'Crude Oil', volume: '9294.72', price: '69.95', taxPercent: TX_OIL },
    ],
  },
];

/** Last year's 1099-MISC from each operator to Cimarron. */
export const demo1099s: readonly Form1099Spec[] = [
  {
    ref: '1099-received',
    sender: 'redmesa',
    status: S.Received,
    daysAgo: 20,
    sentDaysAgo: 20,
    updatedDaysAgo: 19,
    royalties: '48213.77',
    state: 'TX',
    statePayerNumber: '',
    stateTaxPercent: '0',
  },
  {
    ref: '1099-sent',
    sender: 'bluecreek',
    status: S.Sent,
    daysAgo: 19,
    sentDaysAgo: 19,
    royalties: '6402.18',
    state: 'NM',
    statePayerNumber: '02-884421-00-5',
    stateTaxPercent: '5.9',
  },
];

/** Onboarding paperwork received by Red Mesa. */
export const demoW9 = {
  ref: 'w9-received',
  status: S.Received,
  daysAgo: 95,
  sentDaysAgo: 95,
  updatedDaysAgo: 94,
} as const;
export const demoAch = {
  ref: 'ach-received',
  status: S.Received,
  daysAgo: 70,
  sentDaysAgo: 70,
  updatedDaysAgo: 69,
  routingNumber: '111904257',
  accountNumber: '4410027736',
  accountType: 'Checking',
} as const;
