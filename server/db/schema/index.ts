export * from './security';
export * from './config';
export * from './notifications';
export * from './partner';
export * from './product';
export * from './company';
export * from './price';
