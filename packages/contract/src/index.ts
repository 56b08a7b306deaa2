export * from './constants.ts';
export * from './messages.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './public.ts';
export * from './content.ts';
export * from './site.ts';
export * from './event-requests.ts';
