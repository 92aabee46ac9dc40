import { DocumentTemplate } from '@docvue/contracts';
import {
  DivisionOrderKeys as DO,
  OwnerStatementColumns as OSC,
  OwnerStatementKeys as OS,
  RunStatementColumns as RSC,
  RunStatementKeys as RS,
} from '../../modules/document-types/index.js';
import { demoCompany } from '../demo-data/companies.js';
import { demoParty } from '../demo-data/parties.js';
import {
  demoDivisionOrders,
  demoOwnerStatements,
  demoRunStatements,
  type DivisionOrderSpec,
  type OwnerStatementSpec,
  type RunStatementSpec,
} from '../demo-data/revenue-documents.js';
import { demoUsers, uploaderOf } from '../demo-data/users.js';
import { centsToAmount, firstOfMonth, isoDate, multiplyToCents, percentOfCents, sumCents, toCents } from '../format.js';
import { divisionOrderPdf } from '../sample-pdfs/division-order.js';
import { ownerStatementPdf, type OwnerStatementLine } from '../sample-pdfs/owner-statement.js';
import { runStatementPdf, type RunStatementLine } from '../sample-pdfs/run-statement.js';
import { companyAddress, partyAddress, timeline, type DemoDocument } from './demo-document.js';

function divisionOrder(now: Date, spec: DivisionOrderSpec): DemoDocument {
  const times = timeline(now, spec);
  const owner = demoParty(spec.sender, 'cimarron');
  const operator = companyAddress(spec.sender);
  const issueDate = isoDate(times.createdAt);
  const effectiveDate = firstOfMonth(now, spec.effectiveMonthsBack);
  const signer = spec.response && demoUsers.find((u) => u.email === spec.response!.signedBy);
  const metadata: Record<string, string> = {
    [DO.divisionOrderNumber]: spec.number,
    [DO.owner]: owner.name,
    [DO.ownerNumber]: owner.number,
    [DO.operator]: operator.name,
    [DO.property]: spec.property,
    [DO.well]: spec.well,
    [DO.countyState]: spec.countyState,
    [DO.product]: spec.product,
    [DO.interestType]: spec.interestType,
    [DO.decimalInterest]: spec.decimalInterest,
    [DO.effectiveDate]: effectiveDate,
    [DO.ownerAddressLineOne]: owner.addressLineOne,
    ...(owner.addressLineTwo ? { [DO.ownerAddressLineTwo]: owner.addressLineTwo } : {}),
    [DO.ownerCity]: owner.city,
    [DO.ownerState]: owner.state,
    [DO.ownerZipCode]: owner.zipCode,
    ...(spec.response ? { [DO.responseStatus]: spec.response.status } : {}),
  };
  return {
    ref: spec.ref,
    templateId: DocumentTemplate.DivisionOrder,
    sender: spec.sender,
    to: 'cimarron',
    status: spec.status,
    fileName: `${spec.number}.pdf`,
    uploadedBy: uploaderOf(spec.sender).email,
    ...times,
    metadata,
    lineItems: [],
    renderPdf: () =>
      divisionOrderPdf({
        operator,
        owner: partyAddress(spec.sender, 'cimarron'),
        divisionOrderNumber: spec.number,
        issueDate,
        effectiveDate,
        property: spec.property,
        well: spec.well,
        countyState: spec.countyState,
        product: spec.product,
        interestType: spec.interestType,
        decimalInterest: spec.decimalInterest,
        ...(signer
          ? {
              signature: {
                name: `${signer.firstName} ${signer.lastName}`,
                title: signer.title,
                date: isoDate(times.updatedAt),
                taxId: demoCompany('cimarron').taxNumber,
              },
            }
          : {}),
      }),
  };
}

function ownerStatement(now: Date, spec: OwnerStatementSpec): DemoDocument {
  const times = timeline(now, spec);
  const owner = partyAddress(spec.sender, 'cimarron');
  const operator = companyAddress(spec.sender);
  const checkDate = isoDate(times.createdAt);
  const lines: OwnerStatementLine[] = spec.lines.map((l) => {
    const gross = multiplyToCents(l.volume, l.price);
    const ownerGross = multiplyToCents(centsToAmount(gross), l.interest);
    const taxes = percentOfCents(ownerGross, l.taxPercent);
    const deductions = percentOfCents(ownerGross, l.deductionPercent);
    return {
      property: l.property,
      productionDate: firstOfMonth(now, l.monthsBack),
      product: l.product,
      volume: l.volume,
      price: l.price,
      grossValue: centsToAmount(gross),
      ownerInterest: l.interest,
      taxes: centsToAmount(taxes),
      deductions: centsToAmount(deductions),
      netValue: centsToAmount(ownerGross - taxes - deductions),
    };
  });
  const checkAmount = centsToAmount(sumCents(lines.map((l) => toCents(l.netValue))));
  return {
    ref: spec.ref,
    templateId: DocumentTemplate.OwnerStatement,
    sender: spec.sender,
    to: 'cimarron',
    status: spec.status,
    fileName: `Owner statement ${spec.checkNumber}.pdf`,
    uploadedBy: uploaderOf(spec.sender).email,
    ...times,
    metadata: {
      [OS.checkNumber]: spec.checkNumber,
      [OS.checkDate]: checkDate,
      [OS.checkAmount]: checkAmount,
      [OS.owner]: owner.name,
      [OS.ownerNumber]: owner.number,
      [OS.operator]: operator.name,
    },
    lineItems: lines.map((l) => ({
      [OSC.property]: l.property,
      [OSC.productionDate]: l.productionDate,
      [OSC.product]: l.product,
      [OSC.volume]: l.volume,
      [OSC.price]: l.price,
      [OSC.grossValue]: l.grossValue,
      [OSC.ownerInterest]: l.ownerInterest,
      [OSC.taxes]: l.taxes,
      [OSC.deductions]: l.deductions,
      [OSC.netValue]: l.netValue,
    })),
    renderPdf: () =>
      ownerStatementPdf({ operator, owner, checkNumber: spec.checkNumber, checkDate, checkAmount, lines }),
  };
}

function runStatement(now: Date, spec: RunStatementSpec): DemoDocument {
  const times = timeline(now, spec);
  const purchaser = companyAddress('bluecreek');
  const operator = partyAddress('bluecreek', 'redmesa');
  const statementDate = isoDate(times.createdAt);
  const productionMonth = firstOfMonth(now, spec.monthsBack);
  const lines: RunStatementLine[] = spec.lines.map((l) => {
    const gross = multiplyToCents(l.volume, l.price);
    const taxes = percentOfCents(gross, l.taxPercent);
    return {
      well: l.well,
      product: l.product,
      volume: l.volume,
      price: l.price,
      grossValue: centsToAmount(gross),
      taxes: centsToAmount(taxes),
      netValue: centsToAmount(gross - taxes),
    };
  });
  const total = (pick: (l: RunStatementLine) => string) => centsToAmount(sumCents(lines.map((l) => toCents(pick(l)))));
  const totals = {
    totalVolume: total((l) => l.volume),
    totalGrossValue: total((l) => l.grossValue),
    totalTaxes: total((l) => l.taxes),
    netTotal: total((l) => l.netValue),
  };
  return {
    ref: spec.ref,
    templateId: DocumentTemplate.RunStatement,
    sender: 'bluecreek',
    to: 'redmesa',
    status: spec.status,
    fileName: `${spec.statementNumber}.pdf`,
    uploadedBy: uploaderOf('bluecreek').email,
    ...times,
    metadata: {
      [RS.statementNumber]: spec.statementNumber,
      [RS.statementDate]: statementDate,
      [RS.productionMonth]: productionMonth,
      [RS.purchaser]: purchaser.name,
      [RS.operator]: operator.name,
      [RS.property]: spec.property,
      [RS.totalVolume]: totals.totalVolume,
      [RS.totalGrossValue]: totals.totalGrossValue,
      [RS.totalTaxes]: totals.totalTaxes,
      [RS.netTotal]: totals.netTotal,
    },
    lineItems: lines.map((l) => ({
      [RSC.well]: l.well,
      [RSC.product]: l.product,
      [RSC.volume]: l.volume,
      [RSC.price]: l.price,
      [RSC.grossValue]: l.grossValue,
      [RSC.taxes]: l.taxes,
      [RSC.netValue]: l.netValue,
    })),
    renderPdf: () =>
      runStatementPdf({
        purchaser,
        operator,
        statementNumber: spec.statementNumber,
        statementDate,
        productionMonth,
        property: spec.property,
        lines,
        ...totals,
      }),
  };
}

export function buildRevenueDocuments(now: Date): DemoDocument[] {
  return [
    ...demoDivisionOrders.map((s) => divisionOrder(now, s)),
    ...demoOwnerStatements.map((s) => ownerStatement(now, s)),
    ...demoRunStatements.map((s) => runStatement(now, s)),
  ];
}
