import { statusDoorOpeningSql } from '../../modules/status-machine/index.js';
import {
  boilerplate,
  banks,
  counties,
  interestTypes,
  placeWords,
  products,
  services,
  streets,
  wellSuffixes,
} from './vocabulary.js';

/**
 * The set-based SQL of the benchmark generator. Every value is drawn from `bench.r(id, salt)`,
 * a hash of the document id, so chunks can run in any order, on any connection, and two runs
 * give the same data.
 */

const arr = (words: readonly string[]) => `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;

export const setupSql = `
create schema if not exists bench;
create or replace function bench.r(g bigint, salt int) returns float8
  language sql immutable parallel safe as
  $$ select ((hashint8(g * 7919 + salt) & 2147483647)::float8 / 2147483648.0) $$;
create or replace function bench.pick(words text[], g bigint, salt int) returns text
  language sql immutable parallel safe as
  $$ select words[1 + floor(bench.r(g, salt) * array_length(words, 1))::int] $$;
create or replace function bench.well(g bigint) returns text
  language sql immutable parallel safe as
  $$ select bench.pick(${arr(placeWords)}, g, 51) || ' ' || bench.pick(${arr(wellSuffixes)}, g, 52) || ' '
            || (1 + floor(bench.r(g, 53) * 40))::int || '-' || (1 + floor(bench.r(g, 54) * 12))::int || 'H' $$;
create or replace function bench.money(g bigint, salt int, scale float8) returns text
  language sql immutable parallel safe as
  $$ select to_char((25 + bench.r(g, salt) ^ 2 * scale)::numeric(14,2), 'FM999999990.00') $$;
create table if not exists bench.company (
  company_id int primary key, idx int, kind text, legal_name text, prefix text, city text, state text, zip text,
  weight float8, user_id int);
create table if not exists bench.slot (slot int primary key, company_id int not null);
create table if not exists bench.partner (company_id int, k int, partner_company_id int, party_id int, primary key (company_id, k));
create table if not exists bench.partner_count (company_id int primary key, n int not null);
`;

/**
 * Documents with ids a..b of n: sender by weight, partner by sender, type by the sender's kind,
 * status by type. In the statuses the status machine would have moved them to, so with its door
 * open: one query string of two statements runs as one transaction, which the setting lasts for.
 */
export const documentsSql = (a: number, b: number, n: number) => `
${statusDoorOpeningSql()};
with base as (
  select g, s.company_id as sender, c.kind, c.prefix, c.user_id,
         bench.r(g, 2) as r2, bench.r(g, 3) as r3, bench.r(g, 4) as r4,
         now() - ((${n} - g)::float8 / ${n}) * interval '1095 days' - bench.r(g, 5) * interval '6 hours' as created_at
  from generate_series(${a}, ${b}) g
  join bench.slot s on s.slot = floor(bench.r(g, 1) * 10000)::int
  join bench.company c on c.company_id = s.company_id
), typed as (
  select *, case kind
    when 'vendor' then case when r3 < 0.92 then 93 when r3 < 0.96 then 6 else 86 end
    when 'operator' then case when r3 < 0.35 then 87 when r3 < 0.65 then 91 when r3 < 0.80 then 90 else 89 end
    else case when r3 < 0.5 then 6 else 86 end end as template_id
  from base
), stat as (
  select *, case template_id
    when 93 then case when r4 < 0.01 then null when r4 < 0.03 then 7 when r4 < 0.05 then 8 when r4 < 0.15 then 1
                      when r4 < 0.30 then 2 when r4 < 0.45 then 3 when r4 < 0.88 then 4 when r4 < 0.96 then 5 else 6 end
    when 87 then case when r4 < 0.03 then 7 when r4 < 0.18 then 1 when r4 < 0.38 then 2 else 9 end
    else case when r4 < 0.02 then 7 when r4 < 0.32 then 1 else 2 end end as status
  from typed
)
insert into documents (id, sender_company_id, receiver_company_id, receiving_party_id, document_type_id, template_id,
  route_status_id, file_name, blob_sha256, file_size, page_count, ocr_status, batch_name, uploaded_by,
  created_at, updated_at, sent_at)
select st.g, st.sender,
       case when coalesce(st.status not in (7, 8), false) then p.partner_company_id end,
       p.party_id, t.id, st.template_id, st.status,
       st.prefix || '-' || (100000 + st.g) || '.pdf',
       encode(sha256(('bench-' || st.g)::bytea), 'hex'),
       40000 + (bench.r(st.g, 9) * 400000)::int, 1, 'done',
       'Uploaded-[bench]', st.user_id,
       st.created_at, st.created_at + bench.r(st.g, 11) * interval '20 days',
       case when coalesce(st.status not in (7, 8), false) then st.created_at + bench.r(st.g, 10) * interval '72 hours' end
from stat st
join bench.partner_count pc on pc.company_id = st.sender
join bench.partner p on p.company_id = st.sender and p.k = floor(st.r2 * pc.n)::int
join document_types t on t.company_id = st.sender and t.template_id = st.template_id
`;

export const blobsAndFilesSql = (a: number, b: number) => `
insert into blobs (sha256, size, mime_type, created_at)
select blob_sha256, file_size, 'application/pdf', created_at from documents where id between ${a} and ${b};
insert into document_files (document_id, blob_sha256, file_name, reason, created_by, created_at)
select id, blob_sha256, file_name, 'upload', uploaded_by, created_at from documents where id between ${a} and ${b};
`;

const day = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`;

/** The metadata of each template, as (key, value) pairs of one document `d` (sender `sc`, partner `pc`, party `pa`). */
const valuesByTemplate: Record<number, string> = {
  93: `
    ('invoiceNumber', sc.prefix || '-' || (100000 + d.id)),
    ('invoiceDate', ${day("d.created_at - interval '1 day'")}),
    ('serviceDate', ${day("d.created_at - (2 + floor(bench.r(d.id, 20) * 10)) * interval '1 day'")}),
    ('dueDate', ${day("d.created_at + interval '30 days'")}),
    ('docPurchaserName', pa.name),
    ('vendor', sc.legal_name),
    ('orgUnit', sc.city || ' Field Office'),
    ('poNumber', pc.prefix || '-PO-' || (10000 + floor(bench.r(d.id, 21) * 90000))::int),
    ('fieldTicketNumber', 'FT-' || (10000 + floor(bench.r(d.id, 22) * 90000))::int),
    ('afe', pc.prefix || to_char(d.created_at, 'YY') || '-' || lpad((floor(bench.r(d.id, 23) * 400))::int::text, 4, '0')),
    ('paymentTerms', bench.pick(ARRAY['Net 30','Net 45','Net 60','Due on Receipt'], d.id, 24)),
    ('invoiceTotal', bench.money(d.id, 25, 60000)),
    ('scanDate', ${day('d.created_at')}),
    ('remarks', case when bench.r(d.id, 26) < 0.1 then 'Work performed at ' || bench.well(d.id) end)`,
  87: `
    ('docDivisionOrderNumber', 'DO-' || sc.prefix || '-' || (100000 + d.id)),
    ('docOwner', pa.name),
    ('ownerNumber', 'OWN-' || (10000 + pa.id)),
    ('operator', sc.legal_name),
    ('property', bench.pick(${arr(placeWords)}, d.id, 30) || ' ' || bench.pick(${arr(wellSuffixes)}, d.id, 31) || ' Lease'),
    ('well', bench.well(d.id)),
    ('countyState', bench.pick(${arr(counties)}, d.id, 32)),
    ('product', bench.pick(${arr(products)}, d.id, 33)),
    ('interestType', bench.pick(${arr(interestTypes)}, d.id, 34)),
    ('decimalInterest', to_char(bench.r(d.id, 35) * 0.25, 'FM0.00000000')),
    ('effectiveDate', ${day("d.created_at - interval '60 days'")}),
    ('ownerAddressLineOne', (100 + floor(bench.r(d.id, 36) * 9000))::int || ' ' || bench.pick(${arr(streets)}, d.id, 37)),
    ('ownerCity', pc.city), ('ownerState', pc.state), ('ownerZipCode', pc.zip),
    ('DivisionOrderResponseStatus', case when d.route_status_id = 9 then
        case when bench.r(d.id, 38) < 0.9 then 'Returned Signed' else 'Returned Unsigned' end end)`,
  89: `
    ('statementNumber', 'RS-' || sc.prefix || '-' || (100000 + d.id)),
    ('statementDate', ${day('d.created_at')}),
    ('productionMonth', ${day("date_trunc('month', d.created_at - interval '1 month')")}),
    ('purchaser', sc.legal_name),
    ('operator', pa.name),
    ('property', bench.pick(${arr(placeWords)}, d.id, 30) || ' ' || bench.pick(${arr(wellSuffixes)}, d.id, 31) || ' Lease'),
    ('totalVolume', to_char(100 + bench.r(d.id, 40) * 20000, 'FM9999990.00')),
    ('totalGrossValue', bench.money(d.id, 41, 900000)),
    ('totalTaxes', bench.money(d.id, 42, 60000)),
    ('netTotal', bench.money(d.id, 43, 800000))`,
  91: `
    ('checkNumber', lpad((d.id % 10000000)::text, 7, '0')),
    ('checkDate', ${day('d.created_at')}),
    ('checkAmount', bench.money(d.id, 44, 20000)),
    ('owner', pa.name),
    ('ownerNumber', 'OWN-' || (10000 + pa.id)),
    ('operator', sc.legal_name)`,
  90: `
    ('formType', bench.pick(ARRAY['1099-MISC','1099-NEC','1099-INT'], d.id, 45)),
    ('taxYear', to_char(d.created_at - interval '1 year', 'YYYY')),
    ('payer', sc.legal_name),
    ('payerTin', '75-' || lpad((sc.idx * 7919 % 10000000)::text, 7, '0')),
    ('recipient', pa.name),
    ('recipientTin', 'XXX-XX-' || lpad((floor(bench.r(d.id, 46) * 10000))::int::text, 4, '0')),
    ('accountNumber', 'ACCT-' || (10000 + pa.id)),
    ('royalties', bench.money(d.id, 47, 90000)),
    ('federalIncomeTaxWithheld', '0.00'),
    ('state', pc.state)`,
  6: `
    ('name', sc.legal_name),
    ('businessName', sc.legal_name),
    ('taxClassification', bench.pick(ARRAY['C Corporation','S Corporation','Partnership','Limited liability company'], d.id, 48)),
    ('tin', '75-' || lpad((sc.idx * 7919 % 10000000)::text, 7, '0')),
    ('addressLineOne', (100 + floor(bench.r(d.id, 36) * 9000))::int || ' ' || bench.pick(${arr(streets)}, d.id, 37)),
    ('city', sc.city), ('state', sc.state), ('zipCode', sc.zip),
    ('signatureDate', ${day('d.created_at')})`,
  86: `
    ('authorizationType', bench.pick(ARRAY['New Enrollment','Change of Account','Cancellation'], d.id, 49)),
    ('payeeName', sc.legal_name),
    ('bank', bench.pick(${arr(banks)}, d.id, 50)),
    ('routingNumber', '1110' || lpad((floor(bench.r(d.id, 55) * 100000))::int::text, 5, '0')),
    ('accountNumber', lpad((floor(bench.r(d.id, 56) * 1000000000))::bigint::text, 10, '0')),
    ('accountType', bench.pick(ARRAY['Checking','Savings'], d.id, 57)),
    ('effectiveDate', ${day('d.created_at')})`,
};

export const metadataSql = (a: number, b: number) =>
  Object.entries(valuesByTemplate)
    .map(
      ([templateId, values]) => `
insert into document_metadata (document_id, definition_id, value)
select d.id, md.id, v.value
from documents d
join bench.company sc on sc.company_id = d.sender_company_id
join parties pa on pa.id = d.receiving_party_id
join bench.company pc on pc.company_id = pa.connected_company_id
cross join lateral (values ${values}) as v(key, value)
join metadata_definitions md on md.document_type_id = d.document_type_id and md.key = v.key
where d.id between ${a} and ${b} and d.template_id = ${templateId} and v.value is not null;`,
    )
    .join('\n');

/**
 * Page 1 of each document as OCR would read it: letterhead, title, the labelled values, lines
 * (services with quantities and prices, or products with volumes) and two or three sentences.
 */
export const ocrPagesSql = (a: number, b: number) => `
insert into ocr_pages (blob_sha256, document_page, width, height, words, text, from_ocr)
select d.blob_sha256, 1, 612, 792, '[]'::jsonb,
  concat_ws(E'\\n',
    sc.legal_name,
    (100 + floor(bench.r(d.id, 60) * 9000))::int || ' ' || bench.pick(${arr(streets)}, d.id, 61),
    sc.city || ', ' || sc.state || ' ' || sc.zip,
    upper(t.name),
    (select string_agg(md.name || ' ' || m.value, E'\\n' order by md.sort_order)
       from document_metadata m join metadata_definitions md on md.id = m.definition_id
      where m.document_id = d.id and md.key <> 'DivisionOrderResponseStatus'),
    case when d.template_id = 93 then
      (select string_agg(bench.pick(${arr(services)}, d.id, 70 + i) || '  ' || (1 + floor(bench.r(d.id, 80 + i) * 24))::int
                         || '  ' || bench.money(d.id, 90 + i, 900), E'\\n')
         from generate_series(1, 2 + (d.id % 5)::int) i)
    else
      (select string_agg(bench.well(d.id + i) || '  ' || bench.pick(${arr(products)}, d.id, 100 + i) || '  '
                         || to_char(bench.r(d.id, 110 + i) * 3000, 'FM99990.00') || ' bbl  ' || bench.money(d.id, 120 + i, 30000), E'\\n')
         from generate_series(1, 1 + (d.id % 4)::int) i)
    end,
    bench.pick(${arr(boilerplate)}, d.id, 130) || ' ' || bench.pick(${arr(boilerplate)}, d.id, 131) || ' '
      || bench.pick(${arr(boilerplate)}, d.id, 132)),
  false
from documents d
join bench.company sc on sc.company_id = d.sender_company_id
join document_types t on t.id = d.document_type_id
where d.id between ${a} and ${b};
`;

/** 40% of received documents read by the receiving company's user. */
export const readsSql = (a: number, b: number) => `
insert into document_reads (document_id, user_id, read_at)
select d.id, rc.user_id, d.sent_at + interval '1 day'
from documents d join bench.company rc on rc.company_id = d.receiver_company_id
where d.id between ${a} and ${b} and bench.r(d.id, 140) < 0.4;
`;

/**
 * What the `documents` trigger and refreshDocumentSearch() build, set-based and with the same
 * SQL functions (the trigger is off while loading): the visibility rows with their typeahead
 * vectors, and the full-text vector of each document.
 */
export const searchSql = (a: number, b: number) => `
insert into document_visibility (company_id, document_id, side, template_id, route_status_id, created_at, sent_at, suggest)
select d.sender_company_id, d.id, 'sender', d.template_id, d.route_status_id, d.created_at, d.sent_at,
       docvue_document_suggest_vector(d.id, d.sender_company_id)
from documents d where d.id between ${a} and ${b} and d.deleted_at is null
union all
select d.receiver_company_id, d.id, 'receiver', d.template_id, d.route_status_id, d.created_at, d.sent_at,
       docvue_document_suggest_vector(d.id, d.receiver_company_id)
from documents d
where d.id between ${a} and ${b} and d.deleted_at is null
  and d.receiver_company_id is not null and d.receiver_company_id <> d.sender_company_id;
insert into document_search (document_id, search)
select d.id, docvue_document_search_vector(d.id) from documents d where d.id between ${a} and ${b} and d.deleted_at is null;
`;

/** Tables whose secondary indexes are dropped while loading and rebuilt after (much faster than row by row). */
export const loadedTables = [
  'documents',
  'document_files',
  'document_metadata',
  'ocr_pages',
  'document_reads',
  'document_visibility',
  'document_search',
  'blobs',
];
