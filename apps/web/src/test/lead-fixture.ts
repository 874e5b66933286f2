// One lead fixture for every suite: it lives with the contracts.
export { fixtureId, makeLead } from '@porchlight/contracts/testing';
