export * from './api-routes.js';
export * from './catalogue.js';
export * from './company.js';
export * from './errors.js';
export * from './hostname.js';
export * from './locales.js';
export * from './settings.js';
export * from './web-routes.js';
