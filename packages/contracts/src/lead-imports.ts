// Leads an agent brings from a CSV of their own (docs/imports.md): the file's limits, the fields a
// column may fill, the preview and the import's progress.
import { z } from 'zod';
import { plainText } from './text';

/** What one import may hold: rows after the header, and the file's size before decoding. */
export const IMPORT_LIMITS = {
  maxRows: 10_000,
  maxBytes: 5 * 1024 * 1024,
  /** Columns a file may have: wider is not a list of leads (docs/imports.md "Refusals"). */
  maxColumns: 500,
  previewRows: 5,
} as const;

/** The fields a column may fill, in the order the mapping lists them. */
export const IMPORT_FIELDS = [
  'address',
  'unit',
  'city',
  'state',
  'zip',
  'ownerName',
  'ownerFirstName',
  'ownerLastName',
  'companyName',
  'owner2Name',
  'mailingAddress',
  'mailingCity',
  'mailingState',
  'mailingZip',
  'phone1',
  'phone1Dnc',
  'phone2',
  'phone2Dnc',
  'phone3',
  'phone3Dnc',
  'contact2Name',
  'contact2Phone1',
  'contact2Phone2',
  'contact2Phone3',
  'email1',
  'email2',
  'email3',
  'beds',
  'baths',
  'sqft',
  'yearBuilt',
  'estimatedValue',
  'propertyType',
] as const;
export const ImportField = z.enum(IMPORT_FIELDS);
export type ImportField = z.infer<typeof ImportField>;

/** Each field's name in the mapping's menus and the preview. */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  address: 'Street Address',
  unit: 'Unit',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  ownerName: 'Owner Name',
  ownerFirstName: 'Owner First Name',
  ownerLastName: 'Owner Last Name',
  companyName: 'Company Name',
  owner2Name: 'Second Owner',
  mailingAddress: 'Mailing Address',
  mailingCity: 'Mailing City',
  mailingState: 'Mailing State',
  mailingZip: 'Mailing ZIP',
  phone1: 'Phone 1',
  phone1Dnc: 'Phone 1 DNC',
  phone2: 'Phone 2',
  phone2Dnc: 'Phone 2 DNC',
  phone3: 'Phone 3',
  phone3Dnc: 'Phone 3 DNC',
  contact2Name: 'Contact 2 Name',
  contact2Phone1: 'Contact 2 Phone 1',
  contact2Phone2: 'Contact 2 Phone 2',
  contact2Phone3: 'Contact 2 Phone 3',
  email1: 'Email 1',
  email2: 'Email 2',
  email3: 'Email 3',
  beds: 'Bedrooms',
  baths: 'Bathrooms',
  sqft: 'Square Feet',
  yearBuilt: 'Year Built',
  estimatedValue: 'Estimated Value',
  propertyType: 'Property Type',
};

/**
 * One entry per column of the file, in its order: the field the column fills, or null for a column
 * left out. A field fills from one column at most.
 */
export const ImportMapping = z
  .array(ImportField.nullable())
  .max(IMPORT_LIMITS.maxColumns, 'mapping has more columns than a file may')
  .refine((mapping) => {
    const used = mapping.filter((field) => field !== null);
    return new Set(used).size === used.length;
  }, 'mapping uses a field for two columns: choose one column for each field');
export type ImportMapping = z.infer<typeof ImportMapping>;

/** Where imported leads go: straight to Saved, or to Today as extra cards, a batch at a time. */
export const ImportDestination = z.enum(['saved', 'review']);
export type ImportDestination = z.infer<typeof ImportDestination>;

/** The file, as bytes in base64: the server decodes them (UTF-8, with or without BOM, or Windows-1252). */
export const LeadImportUpload = z.object({
  agentId: z.uuid('agentId must be an agent id').optional(),
  fileName: plainText('fileName').trim().min(1, 'fileName is required').max(255),
  // No length here: the route's body limit bounds it, and the server measures the decoded file.
  content: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'content must be the file in base64'),
});
export type LeadImportUpload = z.infer<typeof LeadImportUpload>;

export const LeadImportParams = z.object({
  agentId: z.uuid('agentId must be an agent id'),
  importId: z.uuid('importId must be an import id'),
});

export const ImportMappingRequest = z.object({
  agentId: z.uuid('agentId must be an agent id').optional(),
  mapping: ImportMapping,
});
export type ImportMappingRequest = z.infer<typeof ImportMappingRequest>;

export const StartImportRequest = ImportMappingRequest.extend({ destination: ImportDestination });
export type StartImportRequest = z.infer<typeof StartImportRequest>;

export const AgentOnlyRequest = z.object({
  agentId: z.uuid('agentId must be an agent id').optional(),
});

/** Why a row is left out: a repeat, a lead the agent has, or a row that cannot be a lead. */
export const ImportRowOutcome = z.enum(['duplicate_in_file', 'already_have', 'refused', 'cleaned']);
export type ImportRowOutcome = z.infer<typeof ImportRowOutcome>;

/**
 * A row the preview reports: `row` is its line in a spreadsheet (the header is row 1). A `cleaned`
 * row is imported with a phone or an email left out, said in `message`.
 */
export const ImportRowIssue = z.object({
  row: z.number().int(),
  address: z.string(),
  outcome: ImportRowOutcome,
  message: z.string(),
});
export type ImportRowIssue = z.infer<typeof ImportRowIssue>;

/** A row as it will be imported: its address normalised, its contacts cleaned. */
export const ImportPreviewRow = z.object({
  row: z.number().int(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  ownerName: z.string().nullable(),
  phones: z.array(z.string()),
  emails: z.array(z.string()),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRow>;

export const ImportCounts = z.object({
  rows: z.number().int(),
  ready: z.number().int(),
  duplicateInFile: z.number().int(),
  alreadyHave: z.number().int(),
  refused: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

export const LeadImportStatus = z.enum(['previewed', 'queued', 'importing', 'done', 'failed']);
export type LeadImportStatus = z.infer<typeof LeadImportStatus>;

/** An import as its progress shows it (polled while it runs; kept across a reload). */
export const LeadImportSummary = z.object({
  id: z.string(),
  fileName: z.string(),
  status: LeadImportStatus,
  destination: ImportDestination.nullable(),
  counts: ImportCounts,
  /** Rows the import has worked through, out of `counts.rows`. */
  processed: z.number().int(),
  imported: z.number().int(),
  /** Imported leads to Saved whose follow-up has not been started. */
  awaitingFollowUp: z.number().int(),
  /** The sentence a failed import ended with. */
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type LeadImportSummary = z.infer<typeof LeadImportSummary>;

/** The upload's and each mapping change's answer: what the file holds and what would be imported. */
export const LeadImportPreview = LeadImportSummary.extend({
  encoding: z.enum(['utf-8', 'windows-1252']),
  delimiter: z.enum([',', ';', '\t']),
  headers: z.array(z.string()),
  mapping: ImportMapping,
  /** Why this mapping cannot import (no address column ...), or null: Import waits for a fix. */
  problem: z.string().nullable(),
  /** The first rows as they will be imported. */
  preview: z.array(ImportPreviewRow),
  /** Every row that will be skipped or refused, and each row imported with a contact left out. */
  issues: z.array(ImportRowIssue),
  /**
   * Phones to import that no do-not-call column speaks for: imported as DNC until Enhance checks
   * them (docs/imports.md "Cleaning").
   */
  phonesWithoutDncColumn: z.number().int(),
});
export type LeadImportPreview = z.infer<typeof LeadImportPreview>;

/** GET /api/lead-imports/{agentId}: the agent's latest imports, newest first. */
export const LeadImportList = z.object({ imports: z.array(LeadImportSummary) });
export type LeadImportList = z.infer<typeof LeadImportList>;

/** Starting follow-up for an import's saved leads: how many started. */
export const FollowUpStarted = z.object({ started: z.number().int() });
export type FollowUpStarted = z.infer<typeof FollowUpStarted>;

/** Imported leads sent to "Review in Today": waiting, and offered today but not yet swiped. */
export const ImportReview = z.object({
  waiting: z.number().int(),
  offeredToday: z.number().int(),
  /** The size of the batch one offer adds: the plan's daily batch. */
  batchSize: z.number().int(),
});
export type ImportReview = z.infer<typeof ImportReview>;
