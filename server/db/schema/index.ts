export * from './security';
export * from './config';
export * from './notifications';
