export * from './agents';
export * from './criteria';
export * from './mail';
export * from './rate-limits';
export * from './sessions';
export * from './signups';
export * from './subscriptions';
