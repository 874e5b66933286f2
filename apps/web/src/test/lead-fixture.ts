// One lead fixture for every suite: it lives with the contracts.
export { makeLead } from '@porchlight/contracts/testing';
