import type { ImportReview, LeadImportPreview, LeadImportSummary } from '@porchlight/contracts';

// The fake server's answers for the lead imports: one file, "leads.csv", of 12 rows.

export const AGENT_ID = '6f1c3a52-2d0e-4b8a-9a55-1c2f3e4d5a6b';
export const IMPORT_ID = '70000000-0000-4000-8000-000000000001';

export const IMPORTS = `GET /api/lead-imports/${AGENT_ID}`;
export const UPLOAD = `POST /api/lead-imports/${AGENT_ID}`;
export const ONE_IMPORT = `GET /api/lead-imports/${AGENT_ID}/${IMPORT_ID}`;
export const MAPPING = `PUT /api/lead-imports/${AGENT_ID}/${IMPORT_ID}/mapping`;
export const START = `POST /api/lead-imports/${AGENT_ID}/${IMPORT_ID}/start`;
export const FOLLOW_UP_ALL = `POST /api/lead-imports/${AGENT_ID}/${IMPORT_ID}/follow-up`;
export const REVIEW = `GET /api/import-review/${AGENT_ID}`;
export const OFFER_REVIEW = `POST /api/import-review/${AGENT_ID}`;
export const startFollowUpRoute = (leadId: string) => `POST /api/leads/${leadId}/start-follow-up`;

const MINUTE_MS = 60 * 1000;

/** An import of leads.csv: previewed, 12 rows of which 8 are ready. */
export function importSummary(overrides: Partial<LeadImportSummary> = {}): LeadImportSummary {
  return {
    id: IMPORT_ID,
    fileName: 'leads.csv',
    status: 'previewed',
    destination: null,
    counts: { rows: 12, ready: 8, duplicateInFile: 1, alreadyHave: 2, refused: 1 },
    processed: 0,
    imported: 0,
    awaitingFollowUp: 0,
    message: null,
    createdAt: new Date(Date.now() - 5 * MINUTE_MS).toISOString(),
    finishedAt: null,
    ...overrides,
  };
}

/** The same import running: `processed` of its 12 rows worked through. */
export function importing(processed: number, overrides: Partial<LeadImportSummary> = {}) {
  return importSummary({ status: 'importing', destination: 'saved', processed, ...overrides });
}

/** The same import finished `minutesAgo`, its 8 leads in Saved waiting for follow-up. */
export function imported(minutesAgo = 1, overrides: Partial<LeadImportSummary> = {}) {
  return importSummary({
    status: 'done',
    destination: 'saved',
    processed: 12,
    imported: 8,
    awaitingFollowUp: 8,
    finishedAt: new Date(Date.now() - minutesAgo * MINUTE_MS).toISOString(),
    ...overrides,
  });
}

/** The upload's answer: a semicolon-separated Windows-1252 file, its columns matched, no DNC column. */
export function importPreview(overrides: Partial<LeadImportPreview> = {}): LeadImportPreview {
  return {
    ...importSummary(),
    encoding: 'windows-1252',
    delimiter: ';',
    headers: ['Property Address', 'City', 'State', 'Zip', 'Owner 1 Full Name', 'Phone 1', 'Notes'],
    mapping: ['address', 'city', 'state', 'zip', 'ownerName', 'phone1', null],
    problem: null,
    preview: [
      {
        row: 2,
        address: '12 Oak St',
        city: 'Miami',
        state: 'FL',
        zip: '33131',
        ownerName: 'José Núñez',
        phones: ['(305) 555-0123'],
        emails: [],
      },
    ],
    issues: [
      {
        row: 5,
        address: '12 Oak St',
        outcome: 'duplicate_in_file',
        message: 'Same address as row 2',
      },
      {
        row: 6,
        address: '9 Palm Ave',
        outcome: 'already_have',
        message: 'You already have this lead',
      },
      { row: 7, address: '', outcome: 'refused', message: 'No street address' },
      { row: 8, address: '4 Elm Rd', outcome: 'cleaned', message: 'Phone 1 is not a US number' },
    ],
    // The file has Phone 1 and no DNC column: its phones stay DNC until Enhance.
    phonesWithoutDncColumn: 6,
    ...overrides,
  };
}

export function importReview(overrides: Partial<ImportReview> = {}): ImportReview {
  return { waiting: 0, offeredToday: 0, batchSize: 10, ...overrides };
}
