// Fixtures for every suite's tests: never imported by production code.
export { makeActivityContact } from './activity-contact-fixture';
export { fixtureId } from './ids';
export { makeLead } from './lead-fixture';
