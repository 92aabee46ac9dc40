/** Words the benchmark data is made of: names, services and places of the Permian oil patch. */

export const placeWords = [
  'Permian',
  'Red Mesa',
  'Blue Creek',
  'Llano',
  'Cimarron',
  'Caprock',
  'Pecos',
  'Midland',
  'Delaware',
  'Eagle Ford',
  'Bakken',
  'Anadarko',
  'Sabine',
  'Brazos',
  'Concho',
  'Palo Duro',
  'Big Lake',
  'Spraberry',
  'Wolfcamp',
  'San Andres',
  'Canyon',
  'Mesa Verde',
  'Trinity',
  'Guadalupe',
  'Rio Bravo',
  'Lone Star',
  'Iron Horse',
  'Black Gold',
  'High Plains',
  'Sandhills',
  'Coyote',
  'Yucca',
  'Mustang',
  'Horseshoe',
  'Apache',
  'Comanche',
  'Kiowa',
  'Cheyenne',
  'Ozona',
  'Crane',
];

export const suffixesByKind = {
  vendor: [
    'Oilfield Services LLC',
    'Well Services',
    'Water Hauling',
    'Hot Oil & Chemical',
    'Rental Tools',
    'Trucking Co',
    'Roustabout Services',
    'Pressure Pumping',
    'Wireline Inc',
    'Fishing & Rental',
    'Welding & Fabrication',
    'Vacuum Services',
  ],
  operator: ['Energy Partners', 'Operating Co', 'Resources LLC', 'Petroleum Corp', 'Midstream', 'Exploration LP'],
  owner: ['Royalty Trust', 'Minerals LLC', 'Land & Cattle', 'Family Royalties', 'Mineral Partners'],
} as const;
export type CompanyKind = keyof typeof suffixesByKind;

export const cities: [string, string, string][] = [
  ['Midland', 'TX', '79701'],
  ['Odessa', 'TX', '79761'],
  ['Pecos', 'TX', '79772'],
  ['Big Spring', 'TX', '79720'],
  ['Carlsbad', 'NM', '88220'],
  ['Hobbs', 'NM', '88240'],
  ['Artesia', 'NM', '88210'],
  ['San Angelo', 'TX', '76901'],
  ['Monahans', 'TX', '79756'],
  ['Andrews', 'TX', '79714'],
];

export const streets = [
  'W Wall St',
  'N Big Spring St',
  'E Industrial Ave',
  'S County Rd 1250',
  'W Interstate 20',
  'N Loop 250',
];

/** Line items of field-service invoices. */
export const services = [
  'Hot oil unit, 8 hrs',
  'Roustabout crew (4-man), hourly',
  'Vacuum truck, 130 bbl',
  'Frac tank rental, daily',
  'Mileage, yard to location',
  'Kill truck, hourly',
  'Pump truck standby',
  'Wireline unit, per run',
  'Forklift rental, daily',
  'Welding rig and operator',
  'Water hauling, per bbl',
  'Saltwater disposal, per bbl',
  'Crane service, hourly',
  'Backhoe with operator',
  'Paraffin chemical treatment, gal',
  'Pipe inspection, per joint',
  'Light plant rental, daily',
  'Pressure test, per test',
  'Slickline unit, hourly',
  'Coiled tubing unit, daily',
  'Rod pump repair',
  'Tubing swab rig, hourly',
  'Flowback crew, 12 hr shift',
  'Location cleanup and grading',
];

export const wellSuffixes = ['Federal', 'State', 'Unit', 'Ranch', 'Draw', 'Fee'];
export const products = ['Oil', 'Gas', 'NGL', 'All Products'];
export const interestTypes = ['Royalty Interest', 'Working Interest', 'Overriding Royalty Interest'];
export const counties = [
  'Midland County, TX',
  'Reeves County, TX',
  'Lea County, NM',
  'Eddy County, NM',
  'Loving County, TX',
  'Martin County, TX',
];
export const banks = [
  'First Plains National Bank',
  'West Texas Savings',
  'Pecos Valley Bank',
  'Frontier Bank of Texas',
];

/** Sentences of the fine print, so the page text has ordinary words too. */
export const boilerplate = [
  'Please remit payment to the address above within the terms shown.',
  'Questions about this document may be directed to accounts receivable.',
  'All work performed in accordance with the master service agreement on file.',
  'Title to the oil and gas produced is warranted free of liens and encumbrances.',
  'Past due balances accrue interest at the rate allowed by state law.',
  'This statement reflects production sold during the month indicated.',
  'Taxes shown are severance and ad valorem taxes withheld on behalf of the owner.',
  'Retain this statement for your tax records.',
  'Field ticket signatures on file at the operator location.',
  'Prices reflect the posted price less transportation and gathering deductions.',
];
