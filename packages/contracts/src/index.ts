export * from './accounts';
export * from './errors';
export * from './health';
export * from './passwords';
export * from './plans';
export * from './registration';
export * from './seller-types';
export * from './version';
