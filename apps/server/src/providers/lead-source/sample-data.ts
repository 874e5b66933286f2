/**
 * Word lists for the sample inventory. Changing any list (or its order) changes every generated
 * property, so treat them as data: append-only edits still shift later picks.
 */

export interface StateProfile {
  name: string;
  /** A typical home value in the state, in thousands of dollars (rounded 2024 medians). */
  typicalValueK: number;
  /** Real area codes of the state, for owners' phone numbers. */
  areaCodes: readonly string[];
}

/** The 50 states and DC; sample inventory exists only here (no military or territory zips). */
export const STATE_PROFILES: Readonly<Record<string, StateProfile>> = {
  AL: { name: 'Alabama', typicalValueK: 225, areaCodes: ['205', '251', '256', '334', '938'] },
  AK: { name: 'Alaska', typicalValueK: 360, areaCodes: ['907'] },
  AZ: { name: 'Arizona', typicalValueK: 425, areaCodes: ['480', '520', '602', '623', '928'] },
  AR: { name: 'Arkansas', typicalValueK: 205, areaCodes: ['479', '501', '870'] },
  CA: {
    name: 'California',
    typicalValueK: 760,
    areaCodes: ['213', '310', '415', '510', '619', '626', '714', '818', '909', '916', '949'],
  },
  CO: { name: 'Colorado', typicalValueK: 545, areaCodes: ['303', '719', '720', '970'] },
  CT: { name: 'Connecticut', typicalValueK: 390, areaCodes: ['203', '475', '860'] },
  DE: { name: 'Delaware', typicalValueK: 375, areaCodes: ['302'] },
  DC: { name: 'the District of Columbia', typicalValueK: 610, areaCodes: ['202'] },
  FL: {
    name: 'Florida',
    typicalValueK: 390,
    areaCodes: ['305', '321', '352', '386', '407', '561', '727', '786', '813', '904', '954'],
  },
  GA: {
    name: 'Georgia',
    typicalValueK: 325,
    areaCodes: ['229', '404', '478', '678', '706', '770', '912'],
  },
  HI: { name: 'Hawaii', typicalValueK: 840, areaCodes: ['808'] },
  ID: { name: 'Idaho', typicalValueK: 450, areaCodes: ['208', '986'] },
  IL: {
    name: 'Illinois',
    typicalValueK: 275,
    areaCodes: ['217', '309', '312', '618', '630', '773', '847'],
  },
  IN: {
    name: 'Indiana',
    typicalValueK: 240,
    areaCodes: ['219', '260', '317', '574', '765', '812'],
  },
  IA: { name: 'Iowa', typicalValueK: 215, areaCodes: ['319', '515', '563', '641', '712'] },
  KS: { name: 'Kansas', typicalValueK: 225, areaCodes: ['316', '620', '785', '913'] },
  KY: { name: 'Kentucky', typicalValueK: 205, areaCodes: ['270', '502', '606', '859'] },
  LA: { name: 'Louisiana', typicalValueK: 200, areaCodes: ['225', '318', '337', '504', '985'] },
  ME: { name: 'Maine', typicalValueK: 385, areaCodes: ['207'] },
  MD: { name: 'Maryland', typicalValueK: 420, areaCodes: ['240', '301', '410', '443'] },
  MA: { name: 'Massachusetts', typicalValueK: 620, areaCodes: ['413', '508', '617', '781', '978'] },
  MI: {
    name: 'Michigan',
    typicalValueK: 240,
    areaCodes: ['248', '313', '517', '616', '734', '810'],
  },
  MN: {
    name: 'Minnesota',
    typicalValueK: 330,
    areaCodes: ['218', '507', '612', '651', '763', '952'],
  },
  MS: { name: 'Mississippi', typicalValueK: 180, areaCodes: ['228', '601', '662'] },
  MO: { name: 'Missouri', typicalValueK: 250, areaCodes: ['314', '417', '573', '636', '816'] },
  MT: { name: 'Montana', typicalValueK: 460, areaCodes: ['406'] },
  NE: { name: 'Nebraska', typicalValueK: 260, areaCodes: ['308', '402', '531'] },
  NV: { name: 'Nevada', typicalValueK: 430, areaCodes: ['702', '725', '775'] },
  NH: { name: 'New Hampshire', typicalValueK: 470, areaCodes: ['603'] },
  NJ: {
    name: 'New Jersey',
    typicalValueK: 520,
    areaCodes: ['201', '609', '732', '856', '908', '973'],
  },
  NM: { name: 'New Mexico', typicalValueK: 305, areaCodes: ['505', '575'] },
  NY: {
    name: 'New York',
    typicalValueK: 470,
    areaCodes: ['212', '315', '516', '518', '585', '631', '716', '718', '845', '914'],
  },
  NC: {
    name: 'North Carolina',
    typicalValueK: 325,
    areaCodes: ['252', '336', '704', '828', '910', '919'],
  },
  ND: { name: 'North Dakota', typicalValueK: 260, areaCodes: ['701'] },
  OH: {
    name: 'Ohio',
    typicalValueK: 225,
    areaCodes: ['216', '330', '419', '440', '513', '614', '937'],
  },
  OK: { name: 'Oklahoma', typicalValueK: 200, areaCodes: ['405', '580', '918'] },
  OR: { name: 'Oregon', typicalValueK: 500, areaCodes: ['458', '503', '541', '971'] },
  PA: {
    name: 'Pennsylvania',
    typicalValueK: 260,
    areaCodes: ['215', '412', '570', '610', '717', '814'],
  },
  RI: { name: 'Rhode Island', typicalValueK: 450, areaCodes: ['401'] },
  SC: { name: 'South Carolina', typicalValueK: 295, areaCodes: ['803', '843', '864'] },
  SD: { name: 'South Dakota', typicalValueK: 300, areaCodes: ['605'] },
  TN: {
    name: 'Tennessee',
    typicalValueK: 310,
    areaCodes: ['423', '615', '731', '865', '901', '931'],
  },
  TX: {
    name: 'Texas',
    typicalValueK: 300,
    areaCodes: ['210', '214', '281', '512', '713', '817', '832', '915', '956', '972'],
  },
  UT: { name: 'Utah', typicalValueK: 520, areaCodes: ['385', '435', '801'] },
  VT: { name: 'Vermont', typicalValueK: 380, areaCodes: ['802'] },
  VA: {
    name: 'Virginia',
    typicalValueK: 385,
    areaCodes: ['276', '434', '540', '703', '757', '804'],
  },
  WA: { name: 'Washington', typicalValueK: 590, areaCodes: ['206', '253', '360', '425', '509'] },
  WV: { name: 'West Virginia', typicalValueK: 160, areaCodes: ['304', '681'] },
  WI: { name: 'Wisconsin', typicalValueK: 290, areaCodes: ['262', '414', '608', '715', '920'] },
  WY: { name: 'Wyoming', typicalValueK: 340, areaCodes: ['307'] },
};

// biome-ignore format: a word list reads best as a compact paragraph
/** Where out-of-state owners tend to live, weighted roughly by population. */
export const OWNER_HOME_STATES: ReadonlyArray<readonly [string, number]> = [
  ['CA', 12], ['TX', 9], ['FL', 7], ['NY', 8], ['IL', 5], ['PA', 4], ['OH', 4], ['GA', 4],
  ['NC', 4], ['MI', 3], ['NJ', 4], ['VA', 3], ['WA', 3], ['AZ', 3], ['MA', 3], ['TN', 2],
  ['CO', 2], ['MD', 2], ['MN', 2], ['MO', 2], ['OR', 1], ['NV', 1], ['UT', 1], ['CT', 1],
];

// biome-ignore format: a word list reads best as a compact paragraph
export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David',
  'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Karen',
  'Charles', 'Sarah', 'Christopher', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Sandra', 'Anthony',
  'Betty', 'Mark', 'Ashley', 'Donald', 'Dorothy', 'Steven', 'Kimberly', 'Paul', 'Emily', 'Andrew',
  'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa',
  'George', 'Deborah', 'Carlos', 'Maria', 'Luis', 'Rosa', 'Jose', 'Ana', 'Wei', 'Mei', 'Hiroshi',
  'Priya', 'Raj', 'Aisha', 'Malik', 'Fatima', 'Omar', 'Grace', 'Samuel', 'Ruth', 'Harold',
  'Gloria',
];

// biome-ignore format: a word list reads best as a compact paragraph
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez',
  'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore',
  'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark',
  'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres',
  'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell',
  'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker',
  'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook',
  'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly',
  'Howard', 'Kim', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'Bennett',
  'Patel', 'Chen', 'Singh', 'Wang', 'Sullivan', "O'Brien", 'Kowalski', 'Schmidt', 'Russo',
];

// biome-ignore format: a word list reads best as a compact paragraph
export const STREET_NAMES = [
  'Oak', 'Maple', 'Pine', 'Cedar', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Main', 'Walnut',
  'Sunset', 'Lincoln', 'Jackson', 'Church', 'Highland', 'Willow', 'Jefferson', 'Madison', 'Ridge',
  'Meadow', 'Forest', 'River', 'Spring', 'Chestnut', 'Franklin', 'Dogwood', 'Magnolia', 'Cherry',
  'Hickory', 'Birch', 'Sycamore', 'Laurel', 'Holly', 'Poplar', 'Cypress', 'Orchard', 'Mill',
  'Valley', 'Prospect', 'Pleasant', 'Summit', 'Fairview', 'Woodland', 'Hillcrest', 'Greenwood',
  'Brookside', 'Cambridge', 'Windsor', 'Heritage', 'Sunrise', 'Harbor', 'Palm', 'Lakeview',
  'Country Club', 'Adams', 'Monroe', 'Grant', 'Union', 'Center', 'Bayview', 'Canyon', 'Mesa',
];

// biome-ignore format: a word list reads best as a compact paragraph
export const STREET_SUFFIXES = [
  'St', 'Ave', 'Dr', 'Ln', 'Rd', 'Ct', 'Blvd', 'Way', 'Pl', 'Cir', 'Ter', 'Trl',
] as const;

// biome-ignore format: a word list reads best as a compact paragraph
/** Parts of company names: "Palm Ridge Holdings LLC". */
export const COMPANY_FIRST_WORDS = [
  'Palm', 'Oak', 'Harbor', 'Summit', 'Cedar', 'Blue', 'Golden', 'Silver', 'Eagle', 'Pioneer',
  'Keystone', 'Liberty', 'Horizon', 'Lakeside', 'Redwood', 'Granite', 'Evergreen', 'Sterling',
  'Crescent', 'Northstar',
];
// biome-ignore format: a word list reads best as a compact paragraph
export const COMPANY_SECOND_WORDS = [
  'Ridge', 'Creek', 'Point', 'Bay', 'Grove', 'Hill', 'Valley', 'Park', 'Rock', 'Gate', 'Field',
  'Crest',
];
// biome-ignore format: a word list reads best as a compact paragraph
export const COMPANY_KINDS = [
  'Holdings LLC', 'Properties LLC', 'Investments LLC', 'Capital LLC', 'Realty LLC', 'Homes LLC',
  'Rentals LLC', 'Real Estate Trust',
];

/** Evidence behind the distress signals, as the card's "why this lead" line says it. */
export const VACANCY_EVIDENCE = [
  'utilities shut off',
  'mail returned as undeliverable',
  'USPS marks the address vacant',
  'code violation for an overgrown yard',
];
export const PREFORECLOSURE_EVIDENCE = [
  'notice of default filed',
  'lis pendens filed',
  'notice of trustee sale filed',
];

/** Domains reserved for examples (RFC 2606): sample emails can never reach a real inbox. */
export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

/**
 * Zips whose "city" is an institution (a bank, a lottery, an air force base, a business-reply
 * code) rather than a place where people own homes: no sample inventory, and no owner mails there.
 */
export const NON_RESIDENTIAL_PLACE =
  /\b(afb|air force base|army airfield|naval|navy yard|inc|corp|co|ins|insurance|dept|lottery|brm|svc|internal revenue|parcel return|mail box|contest mail|ctr|correction|fund|university of|lending|mail service)\b|\bbanks? of\b|\bna(tiona)?l bank\b|\b(union|amsouth|first|city|merchants) bank\b/i;
