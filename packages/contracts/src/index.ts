export * from './episode';
export * from './booking';
export * from './automation';
export * from './media';
export * from './api-types';
export * from './publishing';
export * from './paging';
export * from './site-pages';
